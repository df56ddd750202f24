import type { ReactElement } from 'react';

import { useLocale } from '@/lib/i18n';

/**
 * `isolate(detail)`: a detail the server configured (the hotel, a street) for a sentence of the page. On an Arabic
 * page it is isolated in a <bdi>, so that a name in Latin letters, or one ending in a digit, keeps its own order and
 * leaves the Arabic around it in its; on an English page it is the text itself (a placeholder value like any
 * other). Numbers that always read left to right (a phone number, an e-mail address) take dir="ltr" on their
 * element instead.
 */
export function useIsolate(): (detail: string) => string | ReactElement {
  const locale = useLocale();
  return (detail) => (locale === 'en' ? detail : <bdi>{detail}</bdi>);
}
