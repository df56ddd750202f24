import type { ReactElement } from 'react';

import { Isolated } from './isolated';

/**
 * `isolate(detail)`: a detail the server configured (the hotel, a street) for a sentence of the page, in a `<span>`
 * with its own direction and, when written in the other language's script, its language (components/ui/isolated.tsx):
 * a name in Latin letters on an Arabic page, or one ending in a digit, keeps its own order and leaves the sentence
 * around it in its own. Numbers that always read left to right (a phone number, an e-mail address) take
 * `<Isolated dir="ltr">` instead.
 */
export function useIsolate(): (detail: string) => ReactElement {
  return (detail) => <Isolated text={detail} />;
}
