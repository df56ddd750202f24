import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { lazyResolver } from './lazy-resolver';

interface Values {
  email: string;
}

const passing: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values, unknown, Values>>[2];

describe('lazyResolver', () => {
  it('fetches its checks once, on preload or on the first check, and then checks with them', async () => {
    const load = vi.fn(() => Promise.resolve(passing));
    const checks = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    checks.preload();
    checks.preload();
    await expect(checks.resolver({ email: 'a@b.ae' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.ae' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next check after a failed fetch', async () => {
    const load = vi.fn<() => Promise<typeof passing>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(passing);
    const checks = lazyResolver(load);
    checks.preload(); // a failed preload is silent
    await expect(checks.resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    await expect(checks.resolver({ email: '' }, undefined, options)).resolves.toEqual({ values: { email: '' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
