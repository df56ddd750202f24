import type { MessageId } from '@/lib/i18n';
import { cx } from '@/lib/cx';
import { T } from '@/lib/trans';

/**
 * What a public list (services, pictures, posts) shows when it cannot be loaded: its title and a line of advice,
 * announced as an alert. `page`: the page's own list, under a heading of its own (h2); `preview`: a few items on
 * another page, whose section already has its heading (the title is then a paragraph in the display face).
 */
export function LoadError({
  title,
  text,
  look,
  className,
}: {
  title: MessageId;
  text: MessageId;
  look: 'page' | 'preview';
  className?: string;
}) {
  return (
    <div role="alert" className={cx('mx-auto max-w-md text-center', look === 'page' ? 'py-16' : 'py-8', className)}>
      {look === 'page' ? (
        <h2 className="text-3xl font-semibold">
          <T id={title} />
        </h2>
      ) : (
        <p className="font-display text-3xl font-semibold text-forest-800">
          <T id={title} />
        </p>
      )}
      <p className="mt-3 text-muted">
        <T id={text} />
      </p>
    </div>
  );
}
