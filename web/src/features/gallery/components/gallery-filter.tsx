import { cx } from '@/lib/cx';
import { useT } from '@/lib/i18n';

import { galleryCategories, galleryCategoryLabels, type GalleryCategory } from '../types';

export type GalleryFilterValue = 'All' | GalleryCategory;

const options: readonly GalleryFilterValue[] = ['All', ...galleryCategories];

/** The gallery's filter bar: 'All' (the default) plus each category; the chosen one is pressed. */
export function GalleryFilter({
  value,
  onChange,
}: {
  value: GalleryFilterValue;
  onChange: (value: GalleryFilterValue) => void;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t('gallery.filter.label')} className="flex flex-wrap justify-center gap-2 sm:gap-3">
      {options.map((option) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              onChange(option);
            }}
            className={cx(
              'min-h-11 rounded-full border px-5 text-sm font-medium transition-colors',
              pressed
                ? 'border-forest-800 bg-forest-800 text-sand-50'
                : 'border-forest-800/40 bg-sand-50 text-forest-800 hover:border-forest-800 hover:bg-sand-200',
            )}
          >
            {t(option === 'All' ? 'gallery.filter.all' : galleryCategoryLabels[option])}
          </button>
        );
      })}
    </div>
  );
}
