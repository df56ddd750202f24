import { Gem, Leaf, Sparkles, type LucideIcon } from 'lucide-react';

import type { MessageId } from '@/lib/i18n';
import { T } from '@/lib/trans';

const features: readonly { title: MessageId; text: MessageId; Icon: LucideIcon }[] = [
  { title: 'gallery.features.interiors.title', text: 'gallery.features.interiors.text', Icon: Gem },
  { title: 'gallery.features.equipment.title', text: 'gallery.features.equipment.text', Icon: Sparkles },
  { title: 'gallery.features.nature.title', text: 'gallery.features.nature.text', Icon: Leaf },
];

/** The Gallery page's feature band of three. */
export function GalleryFeatures() {
  return (
    <section aria-labelledby="gallery-features-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="gallery-features-heading" className="text-center text-4xl font-semibold text-sand-50 sm:text-5xl">
          <T id="gallery.features.title" />
        </h2>
        <ul className="mt-12 grid gap-10 md:grid-cols-3">
          {features.map(({ title, text, Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto grid size-16 place-items-center rounded-full border border-gold-300/50 text-gold-300">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold text-sand-50">
                <T id={title} />
              </h3>
              <p className="mx-auto mt-2 max-w-sm text-sand-200">
                <T id={text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
