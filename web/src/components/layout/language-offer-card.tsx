import { X } from 'lucide-react';
import { useState } from 'react';

import { useLocale, useT } from '@/lib/i18n';
import { useOtherLanguageHref } from '@/lib/language-alternate';
import { directionOf, rememberLocale } from '@/lib/locale';

/**
 * The offer's band (language-offer.tsx says when it is shown): written in the language it offers (the catalogs'
 * language.offer.* hold the other language's words), with a link to this page in that language and a button to
 * decline. Either answer is remembered. A band across the top of the page, in its flow, not a card floating over it:
 * it covers nothing, and the page's own text begins below it.
 */
export default function LanguageOfferCard() {
  const locale = useLocale();
  const { href, locale: other } = useOtherLanguageHref();
  const t = useT();
  const [answered, setAnswered] = useState(false);

  if (answered) return null;
  return (
    <aside
      aria-label={t('language.offer.region')}
      lang={other}
      dir={directionOf(other)}
      className="border-b border-sand-300 bg-sand-50 text-sm"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 py-1.5 ps-4 pe-2 sm:ps-6 sm:pe-4 lg:ps-8 lg:pe-6">
        <p className="flex-1">
          {t('language.offer.text')}{' '}
          <a
            href={href}
            hrefLang={other}
            className="font-semibold text-forest-800 underline underline-offset-2"
            onClick={() => {
              rememberLocale(other);
            }}
          >
            {t('language.offer.action')}
          </a>
        </p>
        <button
          type="button"
          className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-sand-200"
          aria-label={t('language.offer.dismiss')}
          onClick={() => {
            rememberLocale(locale);
            setAnswered(true);
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
