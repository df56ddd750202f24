import { Languages } from 'lucide-react';

import { cx } from '@/lib/cx';
import { useT } from '@/lib/i18n';
import { useOtherLanguageHref } from '@/lib/language-alternate';
import { directionOf, rememberLocale } from '@/lib/locale';

/**
 * The link to this page in the other language, written in that language ('العربية' on an English page, 'English'
 * on an Arabic one). A whole page load, not a client navigation: the other language's page has its own
 * `<html lang dir>`, metadata and catalogs. Choosing is remembered (a cookie), so the home page opens in it next time.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { href, locale } = useOtherLanguageHref();
  const t = useT();
  return (
    <a
      href={href}
      hrefLang={locale}
      className={cx('inline-flex items-center gap-2', className)}
      onClick={() => {
        rememberLocale(locale);
      }}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span lang={locale} dir={directionOf(locale)}>
        {t('language.other')}
      </span>
    </a>
  );
}
