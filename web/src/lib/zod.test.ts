import { describe, expect, it } from 'vitest';

import { z } from './zod';

describe('zod', () => {
  it('never probes for eval, which our Content-Security-Policy forbids', () => {
    expect(z.config().jitless).toBe(true);
  });
});
