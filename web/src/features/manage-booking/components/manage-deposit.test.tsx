import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadLocale, loadMessages } from '@/lib/i18n';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const token = 'Q2hhbmdlTWVPbmx5SWZZb3VIYXZlSXQx';

beforeAll(async () => {
  await Promise.all(['manage' as const, 'errors' as const].flatMap((part) => [loadMessages(part, 'en'), loadMessages(part, 'ar')]));
});

afterEach(async () => {
  await loadLocale('en');
});

// A booking on 10 March 2099 at 10:00 in Dubai whose guest paid 90.00 under a 24-hour window: free until 9 March
// at 10:00 Dubai (06:00 UTC).
function managed(cancelRefunds: boolean, freeCancelUntil: string | null = '2099-03-09T06:00:00Z') {
  return {
    serviceId: 7, serviceName: 'Swedish Relaxation Massage', duration: 60, bookingDate: '2099-03-10', bookingTime: '10:00',
    endTime: '11:00', status: 'pending', totalAmount: '450.00', customerName: 'Mariam Guest', canChange: true, reason: '',
    changeUntil: '2099-03-09T18:00:00Z', preference: 'any', language: 'en',
    deposit: {
      asked: '90.00',
      payments: [{ kind: 'deposit', amount: '90.00', status: 'paid', paidAt: '2099-03-01T08:00:00Z' }],
      freeCancelHours: freeCancelUntil ? 24 : 0,
      ...(freeCancelUntil ? { freeCancelUntil } : {}),
      lateCancelFee: '60.00',
      noShowFee: '150.00',
      cancelRefunds,
    },
  };
}

describe('manage page: a deposit booking', () => {
  it('shows what was paid and the terms agreed with the deadline, and that cancelling now refunds the deposit', async () => {
    stubApi({ [`/api/manage/${token}`]: json(managed(true)) });
    const { user } = renderApp(`/booking/manage/${token}`);
    const terms = await screen.findByRole('region', { name: 'Your deposit and cancellation terms' }, { timeout: 15_000 });
    expect(terms).toHaveTextContent('Deposit paid: AED 90.00 on Sunday, March 1, 2099');
    expect(terms).toHaveTextContent('Free cancellation until Monday, March 9, 2099 at 10:00 AM: the deposit is refunded.');
    expect(terms).toHaveTextContent('Late-cancellation fee: AED 60.00');
    expect(terms).toHaveTextContent('No-show fee: AED 150.00');
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    expect(screen.getByTestId('manage-cancel-deposit')).toHaveTextContent(
      'You are inside the free-cancellation window: your deposit of AED 90.00 is refunded.',
    );
  });

  it('says before a late cancellation that the deposit is kept as the fee', async () => {
    stubApi({ [`/api/manage/${token}`]: json(managed(false, null)) });
    const { user } = renderApp(`/booking/manage/${token}`);
    const terms = await screen.findByRole('region', { name: 'Your deposit and cancellation terms' }, { timeout: 15_000 });
    expect(terms).toHaveTextContent('Once the deposit is paid, cancelling keeps it.');
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    expect(screen.getByTestId('manage-cancel-deposit')).toHaveTextContent(
      'The free-cancellation window has passed: your deposit of AED 90.00 is kept as the late-cancellation fee.',
    );
  });

  it('says it all in Arabic on the Arabic page', async () => {
    stubApi({ [`/api/manage/${token}`]: json({ ...managed(true), language: 'ar' }), '/api/services': json([]) });
    await loadLocale('ar');
    const { user } = renderApp(`/ar/booking/manage/${token}`, { siteConfig: arabicSiteConfig });
    const terms = await screen.findByRole('region', { name: 'العربون وشروط الإلغاء' }, { timeout: 15_000 });
    expect(terms).toHaveTextContent('تم دفع العربون: 90.00 د.إ بتاريخ الأحد، 1 مارس 2099');
    expect(terms).toHaveTextContent('الإلغاء مجاني حتى الاثنين، 9 مارس 2099 الساعة 10:00 ص، ويُردّ العربون.');
    expect(within(terms).getByText('رسوم عدم الحضور: 150.00 د.إ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ألغِ حجزي' }));
    expect(screen.getByTestId('manage-cancel-deposit')).toHaveTextContent('ما زلت ضمن فترة الإلغاء المجاني: سيُردّ إليك العربون البالغ 90.00 د.إ.');
  });

  it('shows nothing of a deposit for a booking that asked none', async () => {
    const plain: Record<string, unknown> = { ...managed(true) };
    delete plain.deposit;
    stubApi({ [`/api/manage/${token}`]: json(plain) });
    const { user } = renderApp(`/booking/manage/${token}`);
    await screen.findByTestId('manage-treatment', {}, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Your deposit and cancellation terms' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    expect(screen.queryByTestId('manage-cancel-deposit')).not.toBeInTheDocument();
  });
});
