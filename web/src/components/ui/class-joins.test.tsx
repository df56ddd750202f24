import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cn } from '@/lib/cn';

import { buttonLook, type ButtonLook } from './button-look';
import { buttonClasses } from './button-variants';
import { Spinner } from './spinner';

// The first paint's code joins classes without tailwind-merge; these calls must give exactly what the
// merging cn gave, or the page would change (and hydration would not match the prerendered HTML).
describe('buttonLook', () => {
  const cases: [ButtonLook, string | undefined][] = [
    [{}, undefined],
    [{ variant: 'ghost' }, undefined],
    [{ variant: 'ghost', size: 'md', className: 'pointer-events-none' }, 'pointer-events-none'],
    [{ variant: 'gold', display: false, className: 'hidden sm:inline-flex' }, 'hidden sm:inline-flex'],
    [{ variant: 'ghost', size: 'icon', iconSize: false, className: 'lg:hidden [&_svg]:size-6' }, 'lg:hidden [&_svg]:size-6'],
    [{ variant: 'gold', size: 'lg', className: 'w-full sm:w-auto' }, 'w-full sm:w-auto'],
    [{ variant: 'outline-light', size: 'lg', className: 'w-full sm:w-auto' }, 'w-full sm:w-auto'],
    [{ variant: 'outline', className: 'w-full' }, 'w-full'],
  ];
  it.each(cases)('%o gives what buttonClasses merges', (look, className) => {
    expect(buttonLook(look)).toBe(buttonClasses({ variant: look.variant, size: look.size, className }));
  });

  it('keeps both classes when className repeats a utility (the reason the options exist)', () => {
    expect(buttonLook({ className: 'hidden' })).toMatch(/^inline-flex .* hidden$/);
  });
});

describe('Spinner', () => {
  it.each([
    undefined,
    'min-h-svh',
    'min-h-svh items-start',
    'mt-10 min-h-svh items-start',
    'mt-4 h-[37rem] items-start sm:h-[26rem] lg:h-[36.5rem]',
    'fixed inset-0 z-50 bg-sand-100 py-0',
    'py-4',
    'p-2',
    'min-h-[60vh]',
    'sm:items-start md:py-4',
  ])('with className %s has the classes cn merges', (className) => {
    render(<Spinner label="Loading" {...(className === undefined ? {} : { className })} />);
    expect(screen.getByRole('status').className).toBe(cn('flex items-center justify-center py-16', className));
  });
});
