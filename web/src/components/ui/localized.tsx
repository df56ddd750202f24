import { useLocalized } from '@/lib/localized';

/** A content field as text in the page's language; the English fallback in a `<span lang="en">`. */
export function Localized({ en, ar }: { en: string; ar: string | undefined }) {
  const { text, lang } = useLocalized()(en, ar);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
