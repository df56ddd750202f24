import { I18nProvider, Trans } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';

import { i18n, type MessageId, type Values } from './i18n';

/** The site's texts for the tree below: the app's Lingui instance (src/lib/i18n.ts). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * A message as React nodes. `components` fill the message's numbered tags: `<0>{rating}</0> rating from`
 * with `components={{ 0: <strong /> }}` puts the rating in the <strong>.
 */
export function T({ id, values, components }: { id: MessageId; values?: Values; components?: Record<number, ReactElement> }) {
  return <Trans id={id} {...(values ? { values } : {})} {...(components ? { components } : {})} />;
}
