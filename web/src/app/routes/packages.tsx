import { PageHero } from '@/components/layout/page-hero';
import { OfferSteps } from '@/features/packages/components/offer-steps';
import { OffersOnSale } from '@/features/packages/components/offers-on-sale';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';

/** The Packages & memberships page (docs/product.md, Packages page): the offers the spa sells online, bought in a short form. */
export function PackagesRoute() {
  useRouteMeta('/packages');
  const t = useT();
  return (
    <>
      <PageHero title={t('packages.hero.title')} eyebrow={t('packages.hero.eyebrow')}>
        <p>{t('packages.hero.intro')}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:px-8">
        <section aria-labelledby="offers-heading" className="lg:col-span-2">
          <h2 id="offers-heading" className="text-3xl font-semibold sm:text-4xl">
            {t('packages.list.heading')}
          </h2>
          <div className="mt-6">
            <OffersOnSale />
          </div>
        </section>
        <OfferSteps />
      </div>
    </>
  );
}
