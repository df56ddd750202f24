import { cn } from '@/lib/cn';

import { buttonLook, type ButtonSize, type ButtonVariant } from './button-look';

export type { ButtonSize, ButtonVariant } from './button-look';

/**
 * Button look for anything clickable (buttons, router links, plain anchors); className overrides the
 * look's own utilities (tailwind-merge). Without overrides, buttonLook gives the same classes for less code.
 */
export function buttonClasses({
  variant,
  size,
  className,
}: { variant?: ButtonVariant | undefined; size?: ButtonSize | undefined; className?: string | undefined } = {}): string {
  return cn(buttonLook({ variant, size }), className);
}
