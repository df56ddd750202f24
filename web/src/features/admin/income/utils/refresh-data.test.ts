import { describe, expect, it, vi } from 'vitest';

import { refreshAllData, refreshReloadDelayMs } from './refresh-data';

describe('Refresh Data', () => {
  it('clears the queries, both storages and the caches, then reloads after 500 ms', async () => {
    const order: string[] = [];
    const reload = vi.fn();
    let scheduled: { run: () => void; ms: number } | null = null;
    await refreshAllData({
      clearQueries: () => order.push('queries'),
      storages: [{ clear: () => order.push('local') }, { clear: () => order.push('session') }],
      cacheStorage: {
        keys: () => Promise.resolve(['a', 'b']),
        delete: (name: string) => {
          order.push(`cache ${name}`);
          return Promise.resolve(true);
        },
      },
      reload,
      setTimeout: (run, ms) => {
        scheduled = { run, ms };
      },
    });
    expect(order).toEqual(['queries', 'local', 'session', 'cache a', 'cache b']);
    expect(reload).not.toHaveBeenCalled();
    expect(scheduled).toMatchObject({ ms: refreshReloadDelayMs });
    expect(refreshReloadDelayMs).toBe(500);
  });

  it('still reloads when a storage or the cache refuses', async () => {
    const reload = vi.fn();
    await refreshAllData({
      clearQueries: () => undefined,
      storages: [
        {
          clear: () => {
            throw new Error('denied');
          },
        },
      ],
      cacheStorage: { keys: () => Promise.reject(new Error('denied')), delete: () => Promise.resolve(false) },
      reload,
      setTimeout: (run) => {
        run();
      },
    });
    expect(reload).toHaveBeenCalledOnce();
  });
});
