import { useLocalized } from '@/lib/localized';

import { Isolated } from './isolated';

/**
 * A content field as text in the page's language; the English fallback isolated, with `lang="en"` and its own
 * direction (components/ui/isolated.tsx).
 */
export function Localized({ en, ar }: { en: string; ar: string | undefined }) {
  const { text, lang } = useLocalized()(en, ar);
  return lang ? <Isolated text={text} lang={lang} /> : <>{text}</>;
}
