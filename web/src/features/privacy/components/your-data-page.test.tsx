import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadLocale, loadMessages } from '@/lib/i18n';
import privacyAr from '@/locales/privacy/ar.json';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const token = 'WW91ckRhdGFMaW5rT25seUZvcllvdQ';

// The page's catalog loads with its code, once, in the language active then: load both, as each language's page would.
beforeAll(async () => {
  await Promise.all([loadMessages('privacy', 'en'), loadMessages('privacy', 'ar')]);
});

const personData = {
  email: 'mariam@example.com',
  generatedAt: '2026-11-29T08:00:00Z',
  customer: { id: 4, name: 'Mariam Guest', email: 'mariam@example.com', phone: '+971 50 123 4567', createdAt: '2026-03-01T10:00:00Z' },
  bookings: [
    {
      id: 12,
      serviceName: 'Swedish Relaxation Massage',
      bookingDate: '2026-12-10',
      bookingTime: '15:00',
      status: 'confirmed',
      totalAmount: '320.00',
      name: 'Mariam Guest',
      email: 'mariam@example.com',
      phone: '+971 50 123 4567',
      specialRequests: 'A quiet room, please',
      language: 'en',
      createdAt: '2026-11-20T09:00:00Z',
    },
  ],
  messages: [
    { id: 3, name: 'Mariam Guest', email: 'mariam@example.com', phone: '', message: 'Do you have gift cards?', createdAt: '2026-10-02T12:00:00Z', isRead: true },
  ],
  invoices: [{ id: 9, number: 'INV-000042', title: 'Simplified Tax Invoice', titleAr: 'فاتورة ضريبية مبسطة', issuedAt: '2026-11-01T14:00:00Z', total: '336.00' }],
  consents: [{ id: 5, email: 'mariam@example.com', source: 'booking', version: '2026-09', language: 'en', createdAt: '2026-11-20T09:00:00Z' }],
  newsletter: null,
  emails: [{ kind: 'confirmed', subject: 'Your booking is confirmed', status: 'sent', createdAt: '2026-11-20T09:05:00Z', sentAt: '2026-11-20T09:06:00Z' }],
  entitlements: [
    {
      kind: 'package',
      code: 'ABCD-EFGH-JKMN-PQRS-T',
      holderName: 'Mariam Guest',
      holderEmail: 'mariam@example.com',
      recipientName: '',
      recipientEmail: '',
      balanceAmount: null,
      balanceSessions: 3,
      expiresOn: '2027-05-20',
      status: 'active',
      createdAt: '2026-11-20T09:00:00Z',
    },
  ],
  orders: [
    {
      kind: 'gift_card',
      what: '',
      amount: '500.00',
      buyerName: 'Mariam Guest',
      buyerEmail: 'mariam@example.com',
      recipientName: 'Layla Friend',
      recipientEmail: 'layla@example.com',
      message: 'Happy birthday!',
      deliveryDate: '2026-12-24',
      paid: false,
      createdAt: '2026-11-21T09:00:00Z',
    },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await loadLocale('en');
});

describe('your data page', { timeout: 30_000 }, () => {
  it('says it is loading, then shows every part of the data in the spa’s formats', async () => {
    stubApi({ [`/api/privacy/${token}`]: json(personData) });
    renderApp(`/your-data/${token}`);
    expect(await screen.findByText('Loading your data…', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/What we hold about/)).toHaveTextContent('What we hold about mariam@example.com, as of November 29, 2026.');

    const bookings = screen.getByRole('region', { name: 'Bookings' });
    expect(within(bookings).getByRole('heading', { level: 3, name: 'Swedish Relaxation Massage, booking 12' })).toBeInTheDocument();
    expect(bookings).toHaveTextContent('December 10, 2026');
    expect(bookings).toHaveTextContent('3:00 PM');
    expect(bookings).toHaveTextContent('Confirmed');
    expect(bookings).toHaveTextContent('AED 320.00');
    expect(bookings).toHaveTextContent('A quiet room, please');

    expect(screen.getByRole('region', { name: 'Messages you sent us' })).toHaveTextContent('Do you have gift cards?');
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByRole('heading', { level: 3 })).toHaveTextContent('Simplified Tax Invoice INV-000042');
    expect(invoices).toHaveTextContent('AED 336.00');
    expect(screen.getByRole('region', { name: 'E-mails we sent you' })).toHaveTextContent('Your booking is confirmed');
    const held = screen.getByRole('region', { name: 'Gift cards, packages and memberships' });
    expect(within(held).getByRole('heading', { level: 3 })).toHaveTextContent('Package ABCD-EFGH-JKMN-PQRS-T');
    expect(held).toHaveTextContent('3 sessions');
    expect(held).toHaveTextContent('May 20, 2027');
    expect(held).not.toHaveTextContent('For');
    const orders = screen.getByRole('region', { name: 'Bought online' });
    expect(within(orders).getByRole('heading', { level: 3 })).toHaveTextContent('Gift card');
    expect(orders).toHaveTextContent('AED 500.00');
    expect(orders).toHaveTextContent('Layla Friend layla@example.com');
    expect(orders).toHaveTextContent('Not paid: nothing was issued');
    expect(orders).toHaveTextContent('December 24, 2026');
    expect(screen.getByRole('region', { name: 'Your consent choices' })).toHaveTextContent('You agreed to receive news and offers by e-mail.');
    expect(screen.getByRole('region', { name: 'Newsletter' })).toHaveTextContent('We hold nothing here.');
    await waitFor(() => {
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringMatching(/noindex/));
    });
  });

  it('downloads the same JSON as a file', async () => {
    stubApi({ [`/api/privacy/${token}`]: json(personData) });
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp(`/your-data/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Download (JSON)' }, { timeout: 15_000 }));
    expect(click).toHaveBeenCalledTimes(1);
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe('my-data-2026-11-29.json');
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!blob) throw new Error('no blob');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(personData);
    click.mockRestore();
  });

  it('tells an expired link, and where to ask for a new one', async () => {
    stubApi({ [`/api/privacy/${token}`]: json({ message: 'Not found' }, { status: 404 }) });
    renderApp(`/your-data/${token}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/privacy#your-data');
    expect(screen.queryByRole('button', { name: 'Forget me' })).not.toBeInTheDocument();
  });

  it('says so when the data cannot be read for another reason', async () => {
    stubApi({ [`/api/privacy/${token}`]: json({ message: 'boom' }, { status: 500 }) });
    renderApp(`/your-data/${token}`);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('We could not load your data just now.');
  });

  it('asks before forgetting, with what will happen; Escape keeps the data and returns the focus', async () => {
    const fetchMock = stubApi({ [`/api/privacy/${token}`]: json(personData) });
    const { user } = renderApp(`/your-data/${token}`);
    const open = await screen.findByRole('button', { name: 'Forget me' }, { timeout: 15_000 });
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget you?' });
    expect(dialog).toHaveAccessibleDescription(/Your future bookings are cancelled, and we e-mail you about each one\./);
    expect(dialog).toHaveAccessibleDescription(/five years from their date, as UAE law requires/);
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Keep my data' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(open).toHaveFocus();
    });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('forgets on confirmation and shows what was done in place of the data', async () => {
    stubApi({
      [`/api/privacy/${token}`]: json(personData),
      [`POST /api/privacy/${token}/forget`]: json({ cancelledBookings: 1, keptInvoices: 2 }),
    });
    const { user } = renderApp(`/your-data/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Forget me' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget you?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, forget me' }));
    const result = await screen.findByRole('status');
    await waitFor(() => {
      expect(result).toHaveTextContent('We have forgotten you.');
    });
    expect(result).toHaveTextContent('We cancelled 1 future booking and e-mailed you about it.');
    expect(result).toHaveTextContent('We keep 2 invoices, as the law requires, until each is five years old.');
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
    expect(screen.queryByRole('region', { name: 'Bookings' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with an error when forgetting fails', async () => {
    stubApi({
      [`/api/privacy/${token}`]: json(personData),
      [`POST /api/privacy/${token}/forget`]: json({ message: 'boom' }, { status: 500 }),
    });
    const { user } = renderApp(`/your-data/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Forget me' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget you?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, forget me' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not forget you just now.');
  });

  it('is in Arabic under /ar, with Arabic dates, money and the invoice’s Arabic title', async () => {
    await loadLocale('ar');
    stubApi({ [`/api/privacy/${token}`]: json(personData) });
    renderApp(`/ar/your-data/${token}`);
    expect(await screen.findByRole('heading', { level: 2, name: privacyAr['privacy.section.details'] }, { timeout: 15_000 })).toBeInTheDocument();
    const bookings = screen.getByRole('region', { name: privacyAr['privacy.section.bookings'] });
    expect(bookings).toHaveTextContent('10 ديسمبر 2026');
    expect(bookings).toHaveTextContent('3:00 م');
    expect(bookings).toHaveTextContent('320.00 د.إ');
    expect(bookings).toHaveTextContent(privacyAr['privacy.status.confirmed']);
    expect(screen.getByRole('region', { name: privacyAr['privacy.section.invoices'] })).toHaveTextContent('فاتورة ضريبية مبسطة INV-000042');
    expect(screen.getByRole('button', { name: privacyAr['privacy.forget.open'] })).toBeInTheDocument();
  });
});

const manageToken = 'Q2hhbmdlTWVPbmx5SWZZb3VIYXZlSXQx';

const managed = {
  serviceId: 7,
  serviceName: 'Swedish Relaxation Massage',
  duration: 60,
  bookingDate: '2099-03-10',
  bookingTime: '10:00',
  endTime: '11:00',
  status: 'pending',
  totalAmount: '320.00',
  customerName: 'Mariam Guest',
  canChange: true,
  reason: '',
  changeUntil: '2099-03-09T18:00:00Z',
  preference: 'any',
};

describe('manage page: your data', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all(['manage' as const, 'errors' as const].flatMap((part) => [loadMessages(part, 'en'), loadMessages(part, 'ar')]));
  });

  it('reads the data only for the download, by the manage link', async () => {
    const fetchMock = stubApi({
      [`/api/manage/${manageToken}`]: json(managed),
      [`/api/manage/${manageToken}/data`]: json(personData),
    });
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp(`/booking/manage/${manageToken}`);
    const section = await screen.findByRole('region', { name: 'Your data' }, { timeout: 15_000 });
    const dataRead = () => fetchMock.mock.calls.filter(([input]) => typeof input === 'string' && input.endsWith('/data'));
    expect(dataRead()).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Download (JSON)' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalledTimes(1);
    });
    expect(dataRead()).toHaveLength(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!blob) throw new Error('no blob');
    expect(JSON.parse(await blob.text())).toEqual(personData);
    click.mockRestore();
  });

  it('says so when the download cannot be prepared', async () => {
    stubApi({ [`/api/manage/${manageToken}`]: json(managed) });
    const { user } = renderApp(`/booking/manage/${manageToken}`);
    const section = await screen.findByRole('region', { name: 'Your data' }, { timeout: 15_000 });
    await user.click(within(section).getByRole('button', { name: 'Download (JSON)' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('We could not prepare the download just now.');
  });

  it('forgets by the manage link, with the same dialog, and the result takes the button’s place and the focus', async () => {
    let forgotten = false;
    stubApi({
      [`/api/manage/${manageToken}`]: json(managed),
      [`POST /api/manage/${manageToken}/forget`]: () => {
        forgotten = true;
        return json({ cancelledBookings: 0, keptInvoices: 1 });
      },
    });
    const { user } = renderApp(`/booking/manage/${manageToken}`);
    const section = await screen.findByRole('region', { name: 'Your data' }, { timeout: 15_000 });
    await user.click(within(section).getByRole('button', { name: 'Forget me' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget you?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, forget me' }));
    const result = await within(section).findByRole('status');
    expect(forgotten).toBe(true);
    expect(result).toHaveTextContent('We have forgotten you.');
    expect(result).toHaveTextContent('We keep 1 invoice, as the law requires, until it is five years old.');
    expect(result).not.toHaveTextContent('cancelled');
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
    expect(within(section).queryByRole('button', { name: 'Forget me' })).not.toBeInTheDocument();
  });

  it('offers nothing when the manage link opens no booking', async () => {
    stubApi({ [`/api/manage/${manageToken}`]: json({ message: 'Not found' }, { status: 404 }) });
    renderApp(`/booking/manage/${manageToken}`);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your data' })).not.toBeInTheDocument();
  });

  it('is in Arabic on an Arabic manage page', async () => {
    await loadLocale('ar');
    stubApi({ [`/api/manage/${manageToken}`]: json(managed) });
    const { user } = renderApp(`/ar/booking/manage/${manageToken}`);
    const section = await screen.findByRole('region', { name: privacyAr['privacy.page.title'] }, { timeout: 15_000 });
    await user.click(within(section).getByRole('button', { name: privacyAr['privacy.forget.open'] }));
    const dialog = await screen.findByRole('alertdialog', { name: privacyAr['privacy.forget.title'] });
    expect(dialog).toHaveAccessibleDescription(new RegExp(privacyAr['privacy.forget.future']));
    expect(within(dialog).getByRole('button', { name: privacyAr['privacy.forget.keep'] })).toHaveFocus();
  });
});
