// @vitest-environment node
// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';

import { adminAreas } from './admin-areas.js';

RuleTester.describe = describe;
RuleTester.it = it;

const src = path.resolve('/project/src');
const admin = path.join(src, 'features/admin');
const options = [{ dir: admin, alias: { prefix: '@/', dir: src }, shared: ['shared'], shell: 'shell' }];
/** @param {string} relative */
const file = (relative) => path.join(admin, relative);

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run('admin-areas', adminAreas, {
  valid: [
    { filename: file('bookings/components/tab.js'), options, code: "import { x } from '../api/get-bookings';" },
    { filename: file('bookings/components/tab.js'), options, code: "import { x } from '../../shared/components/admin-table';" },
    { filename: file('bookings/components/tab.js'), options, code: "import { x } from '@/features/admin/shared/utils/format';" },
    { filename: file('bookings/components/tab.js'), options, code: "import { x } from '@/lib/api-client'; import y from 'react';" },
    { filename: file('shell/components/tabs.js'), options, code: "import { x } from '../../income/components/income-tab';" },
    { filename: file('shared/components/table.js'), options, code: "import { x } from '../utils/format';" },
    { filename: path.join(src, 'app/routes/admin.js'), options, code: "import { x } from '@/features/admin/shell/components/dashboard';" },
  ],
  invalid: [
    {
      filename: file('customers/components/tab.js'),
      options,
      code: "import { x } from '../../income/api/get-income';",
      errors: [{ messageId: 'crossArea', data: { from: 'customers', to: 'income', shared: 'shared' } }],
    },
    {
      filename: file('customers/components/tab.js'),
      options,
      code: "import { x } from '@/features/admin/bookings/utils/booking-status';",
      errors: [{ messageId: 'crossArea', data: { from: 'customers', to: 'bookings', shared: 'shared' } }],
    },
    {
      filename: file('reports/components/tab.js'),
      options,
      code: "export { x } from '../../shell/hooks/use-dashboard-params'; const m = import('../../messages/api/x');",
      errors: [{ messageId: 'crossArea' }, { messageId: 'crossArea' }],
    },
    {
      filename: file('shared/utils/view.js'),
      options,
      code: "import { x } from '../../shell/utils/dashboard-params'; export * from '@/features/admin/income/utils/fils';",
      errors: [{ messageId: 'sharedImportsArea', data: { from: 'shared', to: 'shell' } }, { messageId: 'sharedImportsArea' }],
    },
  ],
});

describe("the project's lint configuration", () => {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const eslint = new ESLint({ cwd: web });
  /** @param {string} file @returns {Promise<Record<string, unknown>>} the rules in force for `file` */
  const rulesFor = async (file) => {
    /** @type {unknown} */
    const config = await eslint.calculateConfigForFile(file);
    return /** @type {{ rules: Record<string, unknown> }} */ (config).rules;
  };

  it('applies the rule to the dashboard areas, with the real folders', async () => {
    const rules = await rulesFor('src/features/admin/customers/components/customers-tab.tsx');
    expect(rules['local/admin-areas']).toEqual([
      2,
      expect.objectContaining({ dir: path.join(web, 'src/features/admin'), shared: ['shared'], shell: 'shell' }),
    ]);
  });

  it('leaves tests free to render the whole dashboard', async () => {
    const rules = await rulesFor('src/features/admin/reports/components/reports-tab.test.tsx');
    expect(rules['local/admin-areas']).toBeUndefined();
  });
});
