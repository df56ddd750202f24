import { lazy, Suspense, useEffect, useState } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';
import { onConsentOpen, readChoice } from '@/lib/consent';
import { loadMessages, useLocale, type Locale } from '@/lib/i18n';
import { useSiteConfig } from '@/lib/site-config';

// The notice's code and its texts (the 'consent' catalog, in the page's language) are fetched together, only when
// it is shown: a visitor who has answered, or any visitor of a site without a tracker, downloads neither.
const noticeIn = (locale: Locale) =>
  lazy(() => Promise.all([import('./consent-notice'), loadMessages('consent', locale)]).then(([module]) => module));
const notices: Record<Locale, ReturnType<typeof noticeIn>> = { en: noticeIn('en'), ar: noticeIn('ar') };

/**
 * When to show the consent notice (docs/product.md, Consent): on a visit with no choice made under the current
 * words, and whenever the visitor asks (the footer's 'Privacy choices'), but never when the server configured no ad
 * tracker (nothing to consent to). Decided once the app has adopted the page, as the server cannot know the
 * browser's choice; the notice's code is fetched only when it is shown.
 */
export function ConsentGate() {
  const { snapPixelId } = useSiteConfig();
  const hydrated = useHydrated();
  const ConsentNotice = notices[useLocale()];
  // Asked for from the footer, with the element that had focus then (it gets it back on close).
  const [asked, setAsked] = useState<{ opener: HTMLElement | null } | null>(null);
  // Answered on this page: not shown again by itself, even where the browser cannot remember the answer.
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (snapPixelId === '') return;
    return onConsentOpen(() => {
      setAsked({ opener: document.activeElement instanceof HTMLElement ? document.activeElement : null });
    });
  }, [snapPixelId]);

  if (snapPixelId === '' || !hydrated) return null;
  const due = !answered && readChoice() === null;
  if (!asked && !due) return null;
  return (
    <Suspense fallback={null}>
      <ConsentNotice
        asked={asked !== null}
        onClose={() => {
          asked?.opener?.focus();
          setAsked(null);
          setAnswered(true);
        }}
      />
    </Suspense>
  );
}
