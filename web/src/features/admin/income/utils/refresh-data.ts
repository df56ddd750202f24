/** What Refresh Data clears and how it reloads: the browser's own, or stand-ins in tests. */
export interface RefreshDataEnv {
  clearQueries: () => void;
  storages: readonly Pick<Storage, 'clear'>[];
  /** The Cache Storage of the page, when the browser has one. */
  cacheStorage?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  reload: () => void;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/** Refresh Data reloads the page 500 ms after clearing. */
export const refreshReloadDelayMs = 500;

/**
 * Refresh Data: clears every cache (the app's data and the browser's Cache Storage) and local and
 * session storage, then reloads after 500 ms. The admin stays signed in: the session is an HttpOnly
 * cookie, which no script clears.
 */
export async function refreshAllData(env: RefreshDataEnv): Promise<void> {
  env.clearQueries();
  for (const storage of env.storages) {
    try {
      storage.clear();
    } catch {
      // Storage the browser refuses (private mode) has nothing to clear.
    }
  }
  const caches = env.cacheStorage;
  if (caches) {
    try {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    } catch {
      // Nothing cached, or not allowed: the reload fetches afresh anyway.
    }
  }
  env.setTimeout(env.reload, refreshReloadDelayMs);
}
