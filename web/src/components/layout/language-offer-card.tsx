import { X } from 'lucide-react';
import { useState } from 'react';

import { useLocale, useT } from '@/lib/i18n';
import { useOtherLanguageHref } from '@/lib/language-alternate';
import { directionOf, rememberLocale } from '@/lib/locale';

/**
 * The offer's card (language-offer.tsx says when it is shown): written in the language it offers (the catalogs'
 * language.offer.* hold the other language's words), with a link to this page in that language and a button to
 * decline. Either answer is remembered.
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
      className="fixed start-4 bottom-4 z-40 flex max-w-[calc(100%-6.5rem)] items-center gap-3 rounded-2xl border border-sand-300 bg-sand-50 py-3 ps-4 pe-2 text-sm shadow-lg shadow-forest-900/15 sm:max-w-sm"
    >
      <p>
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
    </aside>
  );
}
