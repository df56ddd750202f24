import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';

import { visibleTags } from '../utils/filter-posts';
import { tagLang } from '../utils/tag-lang';

/**
 * A post's tags as '#tag' (at most 3 on the list; all of them on the post's page). Each tag is isolated and
 * takes the direction of its own first letter (dir="auto"), so the '#' stays before the word on an Arabic page
 * too: '#oud' reads '#oud' among Arabic, and an Arabic tag reads from the right with its '#' first.
 */
export function PostTags({ tags, all = false, className }: { tags: readonly string[]; all?: boolean; className?: string }) {
  const shown = all ? tags : visibleTags(tags);
  const t = useT();
  const locale = useLocale();
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('blog.post.tags')} className={cn('flex flex-wrap gap-2', className)}>
      {shown.map((tag) => (
        <li
          key={tag}
          lang={tagLang(tag, locale)}
          dir="auto"
          className="rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-medium text-forest-800"
        >
          {`#${tag}`}
        </li>
      ))}
    </ul>
  );
}
