import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';

import { visibleTags } from '../utils/filter-posts';

/**
 * A post's tags as '#tag' (at most 3 on the list; all of them on the post's page): the post's own words, in
 * English on an Arabic page too (marked lang=en).
 */
export function PostTags({ tags, all = false, className }: { tags: readonly string[]; all?: boolean; className?: string }) {
  const shown = all ? tags : visibleTags(tags);
  const t = useT();
  const lang = useLocale() === 'ar' ? 'en' : undefined;
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('blog.post.tags')} className={cn('flex flex-wrap gap-2', className)}>
      {shown.map((tag) => (
        <li key={tag} lang={lang} className="rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-medium text-forest-800">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
