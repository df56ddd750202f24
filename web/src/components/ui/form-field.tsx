import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { fieldErrorId } from './field-control-props';

/**
 * A label, the control (children, given fieldControlProps(id, error)), and the field's error message under it.
 * `errorLang` names the message's language when it is not the page's (a server's English words on an Arabic page).
 */
export function FormField({
  id,
  label,
  error,
  errorLang,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  errorLang?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-forest-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} lang={errorLang} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
