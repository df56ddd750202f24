import { z } from 'zod';

// Our Content-Security-Policy allows no eval (script-src 'self'). Unless told not to, zod probes for it
// with `new Function('')` before compiling a faster object parser: the probe's error is caught, but the
// browser still reports a CSP violation on every page that builds a schema (and Lighthouse marks it).
// The interpreted parser is plenty fast for our forms.
z.config({ jitless: true });

export { z };
