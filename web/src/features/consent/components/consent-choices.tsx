import { useEffect, useId, useRef } from 'react';

import type { TrackingChoice } from '@/lib/consent';
import { useT, type MessageId } from '@/lib/i18n';

const kinds: { key: keyof TrackingChoice; label: MessageId; detail: MessageId }[] = [
  { key: 'analytics', label: 'consent.analytics', detail: 'consent.analytics.detail' },
  { key: 'advertising', label: 'consent.advertising', detail: 'consent.advertising.detail' },
];

/**
 * The notice's 'Choose': analytics and advertising apart, each a box with what it allows. It takes the place of the
 * 'Choose' button the visitor pressed, so focus moves to its first box.
 */
export function ConsentChoices({ choice, onChange }: { choice: TrackingChoice; onChange: (choice: TrackingChoice) => void }) {
  const t = useT();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <fieldset className="mt-3 space-y-2">
      <legend className="sr-only">{t('consent.choose')}</legend>
      {kinds.map(({ key, label, detail }, index) => (
        <div key={key} className="flex items-start gap-3">
          <input
            ref={index === 0 ? first : undefined}
            id={`${id}-${key}`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-forest-800"
            checked={choice[key]}
            aria-describedby={`${id}-${key}-detail`}
            onChange={(event) => {
              onChange({ ...choice, [key]: event.target.checked });
            }}
          />
          <div className="text-sm leading-snug">
            <label htmlFor={`${id}-${key}`} className="font-semibold">
              {t(label)}
            </label>
            <p id={`${id}-${key}-detail`}>{t(detail)}</p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
