import { cx } from '@/lib/cx';

const variants = {
  primary: 'bg-forest-800 text-sand-50 hover:bg-forest-700',
  gold: 'bg-gold-500 text-forest-900 hover:bg-gold-400',
  outline: 'border border-forest-800 text-forest-800 hover:bg-forest-800 hover:text-sand-50',
  'outline-light': 'border border-gold-300 text-sand-50 hover:bg-sand-50/10',
  ghost: 'text-forest-800 hover:bg-sand-200',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** The display class; false leaves it to className (hidden sm:inline-flex). */
  display?: false | undefined;
  /** The icons' size class; false leaves it to className ([&_svg]:size-6). */
  iconSize?: false | undefined;
  /** Added at the end; it must not set a utility the look already sets (see cx). */
  className?: string | undefined;
}

/**
 * Button look for anything clickable (buttons, router links, plain anchors), joined without
 * tailwind-merge so the first paint's code (header, hero) does without it. The two utilities a caller
 * may replace are options; anything else that overrides the look goes through buttonClasses.
 */
export function buttonLook({ variant = 'primary', size = 'md', display, iconSize, className }: ButtonLook = {}): string {
  return cx(
    display ?? 'inline-flex',
    'shrink-0 items-center justify-center gap-2 rounded-full font-medium tracking-wide whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    iconSize ?? '[&_svg]:size-4',
    '[&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}
