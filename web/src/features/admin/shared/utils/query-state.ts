/** What a list fed by a query shows before its rows: its spinner while loading, its error when the read failed. */
export function queryState(query: { isError: boolean; data: unknown; refetch: () => unknown }, what: string) {
  const none = query.data === undefined;
  return {
    loading: none && !query.isError,
    loadingLabel: `Loading ${what}`,
    error: none && query.isError ? { what, onRetry: () => void query.refetch() } : null,
  };
}
