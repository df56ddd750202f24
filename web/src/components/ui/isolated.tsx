import { useLocale } from '@/lib/i18n';
import { needsIsolation } from '@/lib/isolation';

import { useIsolation, type IsolationOptions } from './use-isolation';

/**
 * A text from data inside a line of the page (a name in a heading, a detail in a sentence), which may be in the other
 * language's script: a `<span>` with its own direction and, when it is not the page's, its language
 * (lib/isolation.ts); the text itself where it needs none (Latin letters on an English page). `dir="ltr"` for what
 * always reads left to right; with `lang` (a fallback known to be English), always the span.
 */
export function Isolated({ text, lang, dir }: { text: string } & IsolationOptions) {
  const locale = useLocale();
  const isolate = useIsolation();
  if (!lang && !dir && !needsIsolation(text, locale)) return <>{text}</>;
  return <span {...isolate(text, { ...(lang ? { lang } : {}), ...(dir ? { dir } : {}) })}>{text}</span>;
}
