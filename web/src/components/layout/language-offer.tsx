import { lazy, Suspense } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/lib/i18n';
import { browserPrefers, rememberedLocale } from '@/lib/locale';

const LanguageOfferCard = lazy(() => import('./language-offer-card'));

/**
 * A discreet offer of this page in the other language, to a visitor whose browser prefers it and who has not
 * chosen yet. Never a redirect: crawlers and shared links get the page the URL names. Shown only once the app
 * has adopted the page (the server cannot know the browser's languages), as a band at the top of the page, in its
 * flow: floating over the page, it covered its text and controls (and the WhatsApp button) until dismissed. The
 * page moves down once, for these visitors only; further down the page, the browser keeps what is on the screen in
 * place. Its band's code is fetched only for the visitors it is shown to. Either answer is remembered, so it is
 * offered once.
 */
export function LanguageOffer() {
  const other = useLocale() === 'ar' ? 'en' : 'ar';
  const hydrated = useHydrated();
  if (!hydrated || rememberedLocale() !== null || !browserPrefers(other, navigator.languages)) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferCard />
    </Suspense>
  );
}
