import { Printer } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocale, useT } from '@/lib/i18n';
import { useSpaTimeZone } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { isExpiredLink, usePersonData, type ForgetResult, type PersonDataSource } from '../api/person-data';
import { formatInstantDay } from '../utils/dates';
import { ForgetDone } from './forget-me';
import { PersonDataSections } from './person-data-sections';
import { PrivacyActions } from './privacy-actions';

/** The privacy page's "Your data" section, whose form e-mails a new link (the legal feature's section id). */
const requestFormAnchor = 'your-data';

/** A used, unknown or expired link: say so, and where to ask for a new one. */
function ExpiredLink() {
  const t = useT();
  return (
    <section aria-labelledby="your-data-expired" className="space-y-3 rounded-2xl border border-sand-300 bg-white p-5">
      <h2 id="your-data-expired" className="font-display text-2xl font-semibold text-forest-800">
        {t('privacy.expired.title')}
      </h2>
      <p>{t('privacy.expired.text')}</p>
      <Button asChild variant="primary">
        <Link to={`${paths.privacy.getHref()}#${requestFormAnchor}`}>{t('privacy.expired.action')}</Link>
      </Button>
    </section>
  );
}

/**
 * The page of the e-mailed privacy link: everything the spa holds about the guest, to read and print, with the
 * download and "forget me". Once forgotten, only what forgetting did remains on the page.
 */
export function YourDataPage({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useSpaTimeZone();
  const source: PersonDataSource = { kind: 'privacy-link', token };
  const [forgotten, setForgotten] = useState<ForgetResult | null>(null);
  const data = usePersonData(source, { enabled: forgotten === null });

  if (forgotten) return <ForgetDone result={forgotten} />;
  if (data.isPending) return <Spinner label={t('privacy.page.loading')} />;
  if (data.isError) {
    if (isExpiredLink(data.error)) return <ExpiredLink />;
    return (
      <p role="alert" className="rounded-2xl border border-sand-300 bg-white p-5 text-ink">
        {t('privacy.page.loadError')}
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg">
          <T
            id="privacy.page.summary"
            values={{ email: data.data.email, date: formatInstantDay(data.data.generatedAt, locale, timeZone) }}
            components={{ 0: <strong dir="ltr" /> }}
          />
        </p>
        <Button variant="ghost" className="print:hidden" onClick={() => { window.print(); }}>
          <Printer aria-hidden="true" className="size-4" />
          {t('privacy.print')}
        </Button>
      </div>
      <PrivacyActions source={source} data={data.data} onForgotten={setForgotten} />
      <PersonDataSections data={data.data} />
    </div>
  );
}
