import { PageHero } from '@/components/layout/page-hero';
import { GiftCardPurchase } from '@/features/gift-cards/components/gift-card-purchase';
import { GiftCardSteps } from '@/features/gift-cards/components/gift-card-steps';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';

/** The Gift cards page (docs/product.md, Gift cards page): buying a spa gift card for someone, paid online. */
export function GiftCardsRoute() {
  useRouteMeta('/gift-cards');
  const t = useT();
  return (
    <>
      <PageHero title={t('giftCards.hero.title')} eyebrow={t('giftCards.hero.eyebrow')}>
        <p>{t('giftCards.hero.intro')}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:px-8">
        <section
          aria-labelledby="gift-card-form-heading"
          className="rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="gift-card-form-heading" className="text-3xl font-semibold sm:text-4xl">
            {t('giftCards.form.heading')}
          </h2>
          <div className="mt-6">
            <GiftCardPurchase />
          </div>
        </section>
        <GiftCardSteps />
      </div>
    </>
  );
}
