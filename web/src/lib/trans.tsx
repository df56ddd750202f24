import { I18nProvider, Trans } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';

import { i18n, type MessageId } from './i18n';

/** The site's texts for the tree below: the app's Lingui instance (src/lib/i18n.ts). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * A placeholder's value: text, or an element for a detail that needs its own markup inside the sentence (a phone
 * number kept left to right in Arabic, the manager's English text marked lang="en").
 */
export type NodeValues = Record<string, string | number | ReactElement>;

/**
 * A message as React nodes. `components` fill the message's numbered tags: `<0>{rating}</0> rating from`
 * with `components={{ 0: <strong /> }}` puts the rating in the <strong>. A value may be an element:
 * `values={{ phone: <span dir="ltr">{phone}</span> }}`.
 */
export function T({ id, values, components }: { id: MessageId; values?: NodeValues; components?: Record<number, ReactElement> }) {
  return <Trans id={id} {...(values ? { values } : {})} {...(components ? { components } : {})} />;
}
