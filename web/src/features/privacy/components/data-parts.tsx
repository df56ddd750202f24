import type { ReactNode } from 'react';

import { Isolated } from '@/components/ui/isolated';
import { useT, type MessageId } from '@/lib/i18n';

/** A status in the page's words; one the page does not know, as the server wrote it. */
export function StatusText({ words, status }: { words: Record<string, MessageId>; status: string }) {
  const t = useT();
  const id = words[status];
  return id ? t(id) : <Isolated text={status} lang="en" />;
}

/** One part of the data, with its heading; "nothing here" when it is empty. */
export function DataSection({ id, title, empty, children }: { id: string; title: MessageId; empty: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="space-y-3 break-inside-avoid">
      <h2 id={id} className="font-display text-2xl font-semibold text-forest-800">
        {t(title)}
      </h2>
      {empty ? <p className="text-ink/80">{t('privacy.none')}</p> : children}
    </section>
  );
}

/** Label and value pairs; a value that is empty is left out. */
export function Facts({ facts }: { facts: readonly (readonly [MessageId, ReactNode])[] }) {
  const t = useT();
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {facts
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-forest-800">{t(label)}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export const card = 'rounded-2xl border border-sand-300 bg-white p-5';

