import { useT, type MessageId } from '@/lib/i18n';

import type { ForgetResult, PersonData, PersonDataSource } from '../api/person-data';
import { DownloadDataButton } from './download-data-button';
import { ForgetMe } from './forget-me';

/**
 * The guest's two rights the site carries out at once: take the data (download) and erase it (forget me). One
 * component for both ways in, the e-mailed privacy link and a booking's manage link: `source` says which.
 */
export function PrivacyActions({
  source,
  data,
  title = 'privacy.actions.title',
  onForgotten,
}: {
  source: PersonDataSource;
  /** The data the page already shows, if it shows it: downloaded as is. */
  data?: PersonData | undefined;
  /** The section's heading: the manage page names it "Your data", the data's own page "Take it, or erase it". */
  title?: MessageId;
  onForgotten?: (result: ForgetResult) => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="privacy-actions" className="space-y-4 rounded-2xl border border-sand-300 bg-white p-5 print:hidden">
      <h2 id="privacy-actions" className="font-display text-xl text-ink">
        {t(title)}
      </h2>
      <p className="text-ink">{t('privacy.actions.intro')}</p>
      <div className="flex flex-wrap items-start gap-3">
        <DownloadDataButton source={source} data={data} />
        <ForgetMe source={source} {...(onForgotten ? { onForgotten } : {})} />
      </div>
    </section>
  );
}
