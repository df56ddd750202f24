import type { UseFormRegisterReturn } from 'react-hook-form';

import { fieldErrorId } from '@/components/ui/field-control-props';
import { useT } from '@/lib/i18n';

/**
 * The box for offers and news by e-mail, the same on the booking, contact and newsletter forms: a checkbox of its
 * own, never ticked for the visitor, with what it means and (when the form needs it) the message under it.
 */
export function MarketingBox({
  id,
  registration,
  error,
  required = false,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The newsletter needs it ticked; elsewhere it is optional, and says so. */
  required?: boolean;
}) {
  const t = useT();
  const hintId = `${id}-hint`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-forest-800"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? `${hintId} ${fieldErrorId(id)}` : hintId}
        />
        <div className="text-sm leading-snug">
          <label htmlFor={id} className="font-medium">
            {t('marketing.box')}
          </label>
          <p id={hintId} className="text-muted">
            {t(required ? 'marketing.hint.newsletter' : 'marketing.hint.optional')}
          </p>
        </div>
      </div>
      {error ? (
        <p id={fieldErrorId(id)} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
