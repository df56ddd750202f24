import type { LucideIcon } from 'lucide-react';

import { cx } from '@/lib/cx';
import type { MessageId } from '@/lib/i18n';
import { T } from '@/lib/trans';

/** One point of a band: its icon, a short title and a line of text. */
export interface IconPoint {
  title: MessageId;
  text: MessageId;
  Icon: LucideIcon;
}

const looks = {
  /** Cards on a light band (the About page's values, Home's reasons). */
  cards: {
    list: 'gap-6',
    item: 'rounded-2xl border border-sand-300 bg-sand-50 p-6 text-center shadow-sm',
    badge: 'size-14 bg-forest-800 text-gold-300',
    icon: 'size-6',
    title: 'mt-4 text-2xl font-semibold',
    text: 'mt-2 leading-relaxed text-muted',
  },
  /** Open points on the dark forest band (the Services and Gallery pages). */
  dark: {
    list: 'gap-10',
    item: 'text-center',
    badge: 'size-16 border border-gold-300/50 text-gold-300',
    icon: 'size-7',
    title: 'mt-5 font-sans text-lg font-semibold text-sand-50',
    text: 'mx-auto mt-2 max-w-sm text-sand-200',
  },
} as const;

/** A band's points in a grid; `columns` the grid's columns per breakpoint ('sm:grid-cols-2 lg:grid-cols-4'). */
export function IconPoints({ points, look, columns }: { points: readonly IconPoint[]; look: keyof typeof looks; columns: string }) {
  const classes = looks[look];
  return (
    <ul className={cx('mt-12 grid', classes.list, columns)}>
      {points.map(({ title, text, Icon }) => (
        <li key={title} className={classes.item}>
          <span className={cx('mx-auto grid place-items-center rounded-full', classes.badge)}>
            <Icon aria-hidden="true" className={classes.icon} />
          </span>
          <h3 className={classes.title}>
            <T id={title} />
          </h3>
          <p className={classes.text}>
            <T id={text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
