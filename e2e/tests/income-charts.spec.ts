import type { Page, TestInfo } from '@playwright/test';

import { expect, expectAccessible, logIn, test } from './fixtures';
import { dubaiToday } from './spa-days';

// The Income charts: the owner opens them for a period with invoices, reads the figures in the tables
// beside the charts, groups by week and the URL follows. Other specs write invoices at the same moment:
// this one reads the line of its own therapist, found by a unique name. Desktop only (the manager's desk).

const unique = (testInfo: TestInfo) =>
  `Charts ${testInfo.project.name.split('-')[0] ?? ''}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function invoice(page: Page, therapistName: string, cashAmount: string, visaAmount: string): Promise<void> {
  const response = await page.request.post('/api/admin/income', {
    data: {
      transactionDate: dubaiToday(),
      source: 'Ph Google',
      customerName: 'Noura Charts',
      serviceName: 'Moroccan Bath',
      therapistName,
      cashAmount,
      visaAmount,
      commissionPercentage: '10',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the owner reads the income charts, as tables too, and groups them by week', async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile === true, 'the manager\'s desk');
  await logIn(page);
  const therapist = unique(testInfo);
  await invoice(page, therapist, '350.00', '120.50');
  await invoice(page, therapist, '100.00', '0');
  const today = dubaiToday();

  await page.goto(`/admin?tab=income&from=${today}&to=${today}`);
  const charts = page.getByTestId('income-charts');
  await expect(charts.getByRole('heading', { name: 'Charts' })).toBeVisible();
  const byTherapist = charts.getByRole('table', { name: 'Takings by therapist' });
  const line = byTherapist.getByRole('row', { name: new RegExp(therapist) });
  await expect(line.getByRole('cell')).toHaveText(['AED 570.50', '2']);
  const byDay = charts.getByRole('table', { name: 'Takings by day' });
  await expect(byDay.getByRole('row')).toHaveCount(2); // the header and the one day
  await expect(charts.getByRole('table', { name: 'Bookings by outcome' }).getByRole('rowheader')).toHaveText(['Completed', 'Cancelled', 'No-show']);
  await expect(charts.getByRole('img', { name: /^Takings by therapist: / })).toBeVisible();

  await charts.getByLabel('Group by').selectOption('week');
  await expect(page).toHaveURL(/[?&]by=week(&|$)/);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(charts.getByRole('table', { name: 'Takings by week' }).getByRole('row', { name: /^Week of / })).toHaveCount(1);
  await expect(line.getByRole('cell')).toHaveText(['AED 570.50', '2']);

  await page.reload();
  await expect(charts.getByLabel('Group by')).toHaveValue('week');
  await expect(charts.getByRole('table', { name: 'Takings by week' })).toBeVisible();
  await expectAccessible(page, 'income charts');
});
