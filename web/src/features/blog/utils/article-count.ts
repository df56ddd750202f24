import type { MessageId } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { pluralCategory } from '@/lib/plural';

const ids = {
  zero: 'blog.count.zero',
  one: 'blog.count.one',
  two: 'blog.count.two',
  few: 'blog.count.few',
  many: 'blog.count.many',
  other: 'blog.count.other',
} as const satisfies Record<string, MessageId>;

/**
 * The message of 'N articles' for `count` in `locale`, with its plural form: '1 article', '{count} articles';
 * in Arabic 'مقال واحد', 'مقالان', '{count} مقالات' (3-10), '{count} مقالًا' (11-99)… Give it `{ count }`.
 */
export function articleCountId(count: number, locale: Locale): MessageId {
  return ids[pluralCategory(count, locale)];
}
