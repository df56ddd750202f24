import { useIsolation, type IsolationOptions } from './use-isolation';

/**
 * A text from data inside a line of the page (a name in a heading, a detail in a sentence), which may be in the other
 * language's script: a `<span>` with its own direction and, when it is not the page's, its language
 * (lib/isolation.ts). `dir="ltr"` for what always reads left to right.
 */
export function Isolated({ text, lang, dir }: { text: string } & IsolationOptions) {
  const props = useIsolation()(text, { ...(lang ? { lang } : {}), ...(dir ? { dir } : {}) });
  return <span {...props}>{text}</span>;
}
