import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import bookingAr from '@/locales/booking/ar.json';
import { keepHandoff } from '@/features/booking/utils/handoff';
import { loadLocale, loadMessages } from '@/lib/i18n';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { depositPolicy } from '@/testing/deposit-policy';
import { json, renderApp, stubApi } from '@/testing/test-utils';


// With online payments set up every service carries its policy: the facial asks 20% of 450.00, the massage nothing.
const withPayments = [
  {
    id: 7, name: 'Gold Facial', description: 'Radiance.', category: 'Facial Treatments', duration: 90, price: '450.00', isActive: true,
    depositPolicy: depositPolicy({ serviceId: 7, kind: 'percent', percent: 20, freeCancelHours: 24, lateCancelFee: '60.00', noShowFee: '150.00' }),
  },
  {
    id: 1, name: 'Hot Stone Massage', description: 'Warm stones.', category: 'Massage Therapy', duration: 90, price: '480.00', isActive: true,
    depositPolicy: depositPolicy({ serviceId: 1 }),
  },
];
// Without payments the services carry none.
const withoutPayments = withPayments.map((service) => {
  const copy: Partial<(typeof withPayments)[number]> = { ...service };
  delete copy.depositPolicy;
  return copy;
});

beforeAll(async () => {
  await Promise.all(['booking' as const, 'errors' as const].flatMap((part) => [loadMessages(part, 'en'), loadMessages(part, 'ar')]));
});

afterEach(async () => {
  await loadLocale('en');
});

async function choose(user: ReturnType<typeof renderApp>['user'], id: string, name: RegExp) {
  const select = await screen.findByRole('combobox', { name }, { timeout: 15_000 });
  await within(select).findByRole('option', { name: /^Gold Facial/ }, { timeout: 15_000 });
  await user.selectOptions(select, id);
}

describe('Booking page: a deposit', () => {
  it('shows the deposit due now and the cancellation terms before the guest commits', async () => {
    stubApi({ '/api/services': json(withPayments) });
    const { user } = renderApp('/booking');
    await choose(user, '7', /Select Service/);
    const terms = screen.getByRole('region', { name: 'Deposit and cancellation' });
    expect(terms).toHaveTextContent('A deposit of AED 90.00 is due now to hold your booking.');
    expect(terms).toHaveTextContent('Free cancellation until 24 hours before your appointment');
    expect(terms).toHaveTextContent('Late-cancellation fee: AED 60.00');
    expect(terms).toHaveTextContent('No-show fee: AED 150.00');
    expect(screen.getByRole('button', { name: 'Continue to the deposit payment' })).toBeInTheDocument();
    expect(screen.queryByText(/Your request opens in WhatsApp/)).not.toBeInTheDocument();

    // A service that asks none is booked as always.
    await user.selectOptions(screen.getByRole('combobox', { name: /Select Service/ }), '1');
    expect(screen.queryByRole('region', { name: 'Deposit and cancellation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Booking Request' })).toBeInTheDocument();
  });

  it('says the booking is confirmed once paid when the policy confirms on payment', async () => {
    const confirming = withPayments.map((service) => (service.id === 7 ? { ...service, depositPolicy: { ...service.depositPolicy, confirmOnPayment: true } } : service));
    stubApi({ '/api/services': json(confirming) });
    const { user } = renderApp('/booking');
    await choose(user, '7', /Select Service/);
    const terms = screen.getByRole('region', { name: 'Deposit and cancellation' });
    expect(terms).toHaveTextContent('Your booking is confirmed as soon as the deposit is paid.');
  });

  it('does not promise a confirmation the spa still gives', async () => {
    stubApi({ '/api/services': json(withPayments) });
    const { user } = renderApp('/booking');
    await choose(user, '7', /Select Service/);
    expect(screen.getByRole('region', { name: 'Deposit and cancellation' })).not.toHaveTextContent(/confirmed as soon as/);
  });

  it('is exactly as before without payment settings', async () => {
    stubApi({ '/api/services': json(withoutPayments) });
    const { user } = renderApp('/booking');
    await choose(user, '7', /Select Service/);
    expect(screen.queryByRole('region', { name: 'Deposit and cancellation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Booking Request' })).toBeInTheDocument();
    expect(screen.getByText(/Your request opens in WhatsApp/)).toBeInTheDocument();
  });

  it('says the policy in Arabic on the Arabic page', async () => {
    stubApi({ '/api/services': json(withPayments) });
    await loadLocale('ar');
    const { user } = renderApp('/ar/booking', { siteConfig: arabicSiteConfig });
    await choose(user, '7', new RegExp(bookingAr['booking.form.service']));
    const terms = screen.getByRole('region', { name: bookingAr['booking.deposit.heading'] });
    expect(terms).toHaveTextContent('يلزم دفع عربون بقيمة 90.00 د.إ الآن لتثبيت حجزك.');
    expect(terms).toHaveTextContent('الإلغاء مجاني حتى 24 ساعة قبل موعدك');
    expect(terms).toHaveTextContent('رسوم الإلغاء المتأخر: 60.00 د.إ');
    expect(terms).toHaveTextContent('رسوم عدم الحضور: 150.00 د.إ');
    expect(terms).not.toHaveTextContent(bookingAr['booking.deposit.confirmedOnPayment']);
  });

  it('says in Arabic that paying confirms the booking when the policy does', async () => {
    const confirming = withPayments.map((service) => (service.id === 7 ? { ...service, depositPolicy: { ...service.depositPolicy, confirmOnPayment: true } } : service));
    stubApi({ '/api/services': json(confirming) });
    await loadLocale('ar');
    const { user } = renderApp('/ar/booking', { siteConfig: arabicSiteConfig });
    await choose(user, '7', new RegExp(bookingAr['booking.form.service']));
    const terms = screen.getByRole('region', { name: bookingAr['booking.deposit.heading'] });
    expect(terms).toHaveTextContent('يُؤكَّد حجزك فور دفع العربون.');
  });
});

describe('Booking page: back from the payment page', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('thanks a guest who paid and offers the WhatsApp hand-off this tab kept for that booking', async () => {
    stubApi({ '/api/services': json(withPayments) });
    keepHandoff({ bookingId: 42, whatsappUrl: 'https://wa.me/971501234567?text=booking%2042', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_1', holdExpiresAt: '', confirmed: false });
    renderApp('/booking?payment=paid&booking=42');
    const status = await screen.findByTestId('payment-return');
    expect(status).toHaveTextContent('Thank you, your deposit is paid');
    expect(status).toHaveTextContent('We have your booking request and will confirm it within 15 minutes during business hours.');
    expect(within(status).getByRole('link', { name: /Send your request on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567?text=booking%2042',
    );
  });

  it('tells a guest whose policy confirms on payment that the booking is confirmed', async () => {
    stubApi({ '/api/services': json(withPayments) });
    keepHandoff({ bookingId: 42, whatsappUrl: 'https://wa.me/1', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_1', holdExpiresAt: '', confirmed: true });
    renderApp('/booking?payment=paid&booking=42');
    const status = await screen.findByTestId('payment-return');
    expect(status).toHaveTextContent('Your booking is confirmed. An e-mail with your booking and the cancellation terms is on its way.');
    expect(status).not.toHaveTextContent(/will confirm it/);
  });

  it('reveals nothing of a booking by its id alone: another id gets the words and no hand-off', async () => {
    const fetchMock = stubApi({ '/api/services': json(withPayments) });
    keepHandoff({ bookingId: 42, whatsappUrl: 'https://wa.me/971501234567?text=booking%2042', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_1', holdExpiresAt: '', confirmed: false });
    renderApp('/booking?payment=paid&booking=43');
    const status = await screen.findByTestId('payment-return');
    expect(status).toHaveTextContent('Thank you, your deposit is paid');
    expect(within(status).queryByRole('link')).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(asked.filter((url) => url.includes('43'))).toEqual([]);
  });

  it('tells a guest who cancelled that nothing was charged and until when the place is held, in the spa’s clock', async () => {
    stubApi({ '/api/services': json(withPayments) });
    // 10:15 UTC is 2:15 PM in Dubai.
    keepHandoff({ bookingId: 42, whatsappUrl: 'https://wa.me/1', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_1', holdExpiresAt: '2099-03-01T10:15:00Z', confirmed: false });
    renderApp('/booking?payment=cancelled&booking=42');
    const status = await screen.findByTestId('payment-return');
    expect(status).toHaveTextContent('The payment was not completed');
    expect(status).toHaveTextContent('Nothing was charged. Your time is held for you until 2:15 PM; then it is released.');
    expect(within(status).getByRole('link', { name: 'Go back to the payment page' })).toHaveAttribute('href', 'https://checkout.stripe.com/c/pay/cs_1');
  });

  it('says the return in Arabic on the Arabic page', async () => {
    stubApi({ '/api/services': json(withPayments) });
    await loadLocale('ar');
    renderApp('/ar/booking?payment=cancelled&booking=42', { siteConfig: arabicSiteConfig });
    const status = await screen.findByTestId('payment-return');
    expect(status).toHaveTextContent(bookingAr['booking.payment.cancelled.title']);
    expect(status).toHaveTextContent(bookingAr['booking.payment.cancelled.held']);
  });
});
