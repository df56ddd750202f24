import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en'],
  catalogs: [{ path: '<rootDir>/src/lingui/locales/{locale}', include: ['src/lingui'] }],
});
