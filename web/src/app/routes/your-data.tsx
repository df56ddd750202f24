import { useParams } from 'react-router';

import { PageHero } from '@/components/layout/page-hero';
import { YourDataPage } from '@/features/privacy/components/your-data-page';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';

/**
 * `/your-data/:token` (and `/ar/your-data/:token`): the page of the link the privacy page's form e-mails. Private
 * like the manage page: never indexed, its URL named nowhere, the canonical link the privacy page's.
 */
export function YourDataRoute() {
  const { token = '' } = useParams();
  const t = useT();
  useRouteMeta('/your-data/:token', '/privacy', { noindex: true });
  return (
    <>
      <PageHero title={t('privacy.page.title')} eyebrow={t('privacy.page.eyebrow')}>
        <p>{t('privacy.page.intro')}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <YourDataPage token={token} />
      </div>
    </>
  );
}
