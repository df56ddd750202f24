import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { readChoice, saveChoice, type TrackingChoice } from '@/lib/consent';
import { useLocale, useT } from '@/lib/i18n';

import { sendConsent } from '../api/send-consent';
import { ConsentChoices } from './consent-choices';

/**
 * The consent notice: a band fixed at the bottom of the screen, a labelled region (not a dialog: the page stays
 * usable, and focus stays where it is unless the visitor asked for the notice). 'Accept' and 'Reject' look the
 * same; 'Choose' shows analytics and advertising apart, both unticked until the visitor ticks them. A spacer of
 * the band's height at the end of the page lets every part of the page (the booking form's button included) scroll
 * clear above it; the page itself does not move.
 */
export default function ConsentNotice({ asked, onClose }: { asked: boolean; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<TrackingChoice>(() => readChoice() ?? { analytics: false, advertising: false });
  const band = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = band.current;
    if (!element) return;
    if (asked) element.focus();
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [asked]);

  function answer(answered: TrackingChoice) {
    saveChoice(answered);
    void sendConsent(answered, locale);
    onClose();
  }

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={band}
        aria-labelledby={titleId}
        tabIndex={-1}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[70svh] overflow-y-auto border-t border-sand-300 bg-sand-50 text-forest-900 shadow-[0_-8px_24px_rgb(0_0_0/0.12)] outline-none"
      >
        <div className="mx-auto max-w-4xl px-4 py-3 sm:px-6 sm:py-4">
          <h2 id={titleId} className="font-sans text-base font-semibold">
            {t('consent.title')}
          </h2>
          <p className="mt-1 text-sm leading-snug">
            {t('consent.text')}{' '}
            <Link to={paths.privacy.getHref()} className="font-semibold text-forest-800 underline underline-offset-2">
              {t('consent.policy')}
            </Link>
          </p>
          {choosing && <ConsentChoices choice={choice} onChange={setChoice} />}
          <div className="mt-3 grid grid-cols-3 gap-2">
            <Button variant="outline" size="sm" onClick={() => { answer({ analytics: true, advertising: true }); }}>
              {t('consent.accept')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => { answer({ analytics: false, advertising: false }); }}>
              {t('consent.reject')}
            </Button>
            {choosing ? (
              <Button variant="outline" size="sm" onClick={() => { answer(choice); }}>
                {t('consent.save')}
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => { setChoosing(true); }}>
                {t('consent.choose')}
              </Button>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
