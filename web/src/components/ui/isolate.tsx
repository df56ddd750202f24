import type { ReactElement } from 'react';

import { useLocale } from '@/lib/i18n';
import { needsIsolation } from '@/lib/isolation';

import { Isolated } from './isolated';

/**
 * `isolate(detail)`: a detail the server configured (the hotel, a street) for a sentence of the page, in a `<span>`
 * with its own direction and, when written in the other language's script, its language (components/ui/isolated.tsx):
 * a name in Latin letters on an Arabic page, or one ending in a digit, keeps its own order and leaves the sentence
 * around it in its own. On an English page a detail without Arabic letters is the text itself, part of its sentence's
 * one text. Numbers that always read left to right (a phone number, an e-mail address) take `<Isolated dir="ltr">`
 * instead.
 */
export function useIsolate(): (detail: string) => string | ReactElement {
  const locale = useLocale();
  return (detail) => (needsIsolation(detail, locale) ? <Isolated text={detail} /> : detail);
}
