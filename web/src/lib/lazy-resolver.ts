import type { FieldValues, Resolver } from 'react-hook-form';

/** A form's resolver whose code (the schema library, about 26 KB gzip) is fetched only when it is first needed. */
export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts fetching the resolver's code. */
  preload: () => void;
}

/**
 * A react-hook-form resolver that loads its checks on demand: `load` imports the schema and its resolver (dynamic
 * imports) and builds the resolver. The form renders and takes input without them; they are fetched when the
 * visitor first touches or focuses the form (`preload`, run by hooks/use-first-interaction.ts) or, at the latest,
 * when the form is first checked (on submit), which then waits for them. A failed fetch is tried again on the next
 * check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const preload = () => {
    get().catch(() => undefined); // the check itself reports a failure, when it tries again
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload,
  };
}
