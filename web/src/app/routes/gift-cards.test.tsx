import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as HostedPayment from '@/lib/hosted-payment';
import { leaveFor } from '@/lib/hosted-payment';
import { addDays } from '@/lib/booking-days/booking-dates';
import { loadLocale } from '@/lib/i18n';
import { spaToday } from '@/lib/spa-clock';
import errorsAr from '@/locales/errors/ar.json';
import errorsEn from '@/locales/errors/en.json';
import giftCardsAr from '@/locales/gift-cards/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi } from '@/testing/test-utils';

// The payment page is another site: the test only records where the page sends the browser.
// The payment page is another site: leaving for it is only recorded; the return's reading stays real.
vi.mock('@/lib/hosted-payment', async (importOriginal) => ({ ...(await importOriginal<typeof HostedPayment>()), leaveFor: vi.fn() }));

const options = {
  available: true,
  amounts: ['250.00', '500.00', '1000.00'],
  minAmount: '100.00',
  maxAmount: '5000.00',
  services: [
    { id: 7, name: 'Gold Facial', nameAr: 'العناية الذهبية بالبشرة', price: '450.00', duration: 90 },
    { id: 3, name: 'Hot Stone Massage', nameAr: '', price: '480.00', duration: 60 },
  ],
  expiryMonths: 12,
  maxDeliveryDays: 90,
  maxMessage: 300,
};

const paymentUrl = 'https://checkout.stripe.com/c/pay/cs_test_gift';
const today = () => spaToday('Asia/Dubai');

/** The page with the options answered and the purchase answered by `purchase` (by default, its payment page). */
function openPage(path = '/gift-cards', { answer = options, purchase }: { answer?: unknown; purchase?: (request: Request) => Response | Promise<Response> } = {}) {
  const fetchMock = stubApi({
    '/api/gift-cards/options': json(answer),
    'POST /api/gift-cards': purchase ?? (() => json({ orderId: 41, paymentUrl }, { status: 201 })),
  });
  const view = renderApp(path, path.startsWith('/ar') ? { siteConfig: arabicSiteConfig } : {});
  return { ...view, fetchMock };
}

/** The bodies the page posted to /api/gift-cards. */
async function postedBodies(fetchMock: ReturnType<typeof stubApi>): Promise<unknown[]> {
  const posts = fetchMock.mock.calls.filter(([input, init]) => input === '/api/gift-cards' && init?.method === 'POST');
  return Promise.all(posts.map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '') as unknown));
}

const submitButton = () => screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 15_000 });
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillPeople(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field("Recipient's name"), 'Layla Haddad');
  await user.type(field("Recipient's e-mail"), 'layla@example.ae');
  await user.type(field('Personal message'), 'Happy birthday, Layla!');
  await user.type(field('Your name'), 'Omar Haddad');
  await user.type(field('Your e-mail'), 'omar@example.ae');
}

const people = {
  recipientName: 'Layla Haddad',
  recipientEmail: 'layla@example.ae',
  message: 'Happy birthday, Layla!',
  buyerName: 'Omar Haddad',
  buyerEmail: 'omar@example.ae',
};

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
});

describe('Gift cards page', { timeout: 30_000 }, () => {
  it('offers the amounts, another amount, the treatments and the limits', async () => {
    const { user } = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Give the Gift of Calm' }, { timeout: 15_000 })).toBeInTheDocument();
    await submitButton();

    expect(screen.getByRole('radio', { name: 'An amount' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /^AED / }).map((radio) => radio.getAttribute('value'))).toEqual(['250.00', '500.00', '1000.00']);
    expect(screen.getByRole('radio', { name: 'AED 1,000.00' })).not.toBeChecked();
    const other = screen.getByRole('spinbutton', { name: 'Other amount (AED)' });
    expect(other).toHaveAttribute('min', '100');
    expect(other).toHaveAttribute('max', '5000');
    expect(other).toHaveAccessibleDescription('In whole dirhams, from AED 100.00 to AED 5,000.00.');

    const message = field('Personal message');
    expect(message).toHaveAttribute('maxLength', '300');
    expect(message).toHaveAccessibleDescription('Characters left: 300 of 300');
    await user.type(message, 'Enjoy!');
    expect(message).toHaveAccessibleDescription('Characters left: 294 of 300');

    const date = screen.getByLabelText(/^Delivery date/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue(today());
    expect(date).toHaveAttribute('min', today());
    expect(date).toHaveAttribute('max', addDays(today(), 90));

    expect(screen.getByText('Valid for 12 months from the delivery date.')).toBeInTheDocument();
    const total = screen.getByTestId('gift-card-total');
    expect(total).toHaveTextContent('Total to pay: choose an amount or a treatment');
    await user.click(screen.getByRole('radio', { name: 'AED 500.00' }));
    expect(total).toHaveTextContent('Total to pay: AED 500.00');
    // Another amount takes the place of the one chosen, and back.
    await user.type(other, '750');
    expect(screen.getByRole('radio', { name: 'AED 500.00' })).not.toBeChecked();
    expect(total).toHaveTextContent('Total to pay: AED 750.00');
    await user.click(screen.getByRole('radio', { name: 'AED 250.00' }));
    expect(other).toHaveValue(null);
    expect(total).toHaveTextContent('Total to pay: AED 250.00');

    await waitFor(() => {
      expect(document.title).toBe('Spa Gift Cards in Dubai | Give a Massage or a Spa Day | Serenity Day Spa');
    });
  });

  it('switches between an amount and a treatment, each treatment with its name, price and length', async () => {
    const { user } = openPage();
    await submitButton();
    await user.click(screen.getByRole('radio', { name: 'A treatment' }));
    expect(screen.queryByRole('spinbutton', { name: 'Other amount (AED)' })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Treatment' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a treatment',
      'Gold Facial — AED 450.00 · 90 minutes',
      'Hot Stone Massage — AED 480.00 · 60 minutes',
    ]);
    await user.selectOptions(select, '3');
    expect(screen.getByTestId('gift-card-total')).toHaveTextContent('Total to pay: AED 480.00');
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    expect(screen.queryByRole('combobox', { name: 'Treatment' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: /^AED / })).toHaveLength(3);
  });

  it('names every missing field at its field on an empty submit, focuses the first and sends nothing', async () => {
    const { user, fetchMock } = openPage();
    await user.click(await submitButton());

    const first = screen.getByRole('radio', { name: 'AED 250.00' });
    await waitFor(() => {
      expect(first).toHaveFocus();
    });
    for (const radio of screen.getAllByRole('radio', { name: /^AED / })) {
      expect(radio).toHaveAccessibleDescription('Please choose an amount, or enter another one.');
    }
    const expected: [string, string][] = [
      ["Recipient's name", 'Name must be at least 2 characters.'],
      ["Recipient's e-mail", 'Please enter a valid email address.'],
      ['Your name', 'Name must be at least 2 characters.'],
      ['Your e-mail', 'We send you a copy of the gift card and the receipt. Please enter a valid email address.'],
    ];
    for (const [name, message] of expected) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(message);
    }
    // The optional message and today's delivery are fine as they are.
    expect(field('Personal message')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(/^Delivery date/)).toHaveAttribute('aria-invalid', 'false');
    expect(await postedBodies(fetchMock)).toEqual([]);

    // Another amount out of the range is named at its own field; a day past the window at the date.
    await user.type(screen.getByRole('spinbutton', { name: 'Other amount (AED)' }), '50');
    fireEvent.change(screen.getByLabelText(/^Delivery date/), { target: { value: addDays(today(), 91) } });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const other = screen.getByRole('spinbutton', { name: 'Other amount (AED)' });
    await waitFor(() => {
      expect(other).toHaveFocus();
    });
    // The server's words for the rules it checks alike (the errors catalog), whichever side refused.
    expect(other).toHaveAccessibleDescription(`In whole dirhams, from AED 100.00 to AED 5,000.00. ${errorsEn['error.gift_card.amount']}`);
    expect(screen.getByRole('radio', { name: 'AED 250.00' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText(/^Delivery date/)).toHaveAccessibleDescription(
      `We e-mail the gift card on this day, from 9:00 AM Dubai time. ${errorsEn['error.gift_card.delivery_date']}`,
    );

    // A treatment is asked for when that is the gift.
    await user.click(screen.getByRole('radio', { name: 'A treatment' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const treatment = await screen.findByRole('combobox', { name: 'Treatment' });
    expect(treatment).toHaveAccessibleDescription('Please choose a treatment.');
    // The first invalid field in the form's order, though the select was drawn after the fields below it.
    await waitFor(() => {
      expect(treatment).toHaveFocus();
    });
    expect(await postedBodies(fetchMock)).toEqual([]);
  });

  it('posts the amount chosen and sends the browser to the payment page', async () => {
    const { user, fetchMock } = openPage();
    await user.click(await screen.findByRole('radio', { name: 'AED 500.00' }, { timeout: 15_000 }));
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => {
      expect(leaveFor).toHaveBeenCalledWith(paymentUrl);
    });
    expect(await postedBodies(fetchMock)).toEqual([{ amount: '500.00', ...people, deliveryDate: today(), language: 'en' }]);
    // Until the browser has left, the button stays busy.
    expect(screen.getByRole('button', { name: 'Opening the payment page...' })).toBeDisabled();
  });

  it('posts another amount in whole dirhams, and a treatment by its id', async () => {
    const { user, fetchMock } = openPage();
    await user.type(await screen.findByRole('spinbutton', { name: 'Other amount (AED)' }, { timeout: 15_000 }), '750');
    await fillPeople(user);
    const later = addDays(today(), 30);
    fireEvent.change(screen.getByLabelText(/^Delivery date/), { target: { value: later } });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => {
      expect(leaveFor).toHaveBeenCalledTimes(1);
    });
    expect(await postedBodies(fetchMock)).toEqual([{ amount: '750.00', ...people, deliveryDate: later, language: 'en' }]);
  });

  it('posts a treatment by its id', async () => {
    const { user, fetchMock } = openPage();
    await user.click(await screen.findByRole('radio', { name: 'A treatment' }, { timeout: 15_000 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Treatment' }), '7');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => {
      expect(leaveFor).toHaveBeenCalledWith(paymentUrl);
    });
    expect(await postedBodies(fetchMock)).toEqual([{ serviceId: 7, ...people, deliveryDate: today(), language: 'en' }]);
  });

  it("shows the server's refusal of a field at that field, by its code, and stays on the page", async () => {
    const { user } = openPage('/gift-cards', {
      purchase: () =>
        json(
          {
            message: 'Please check the highlighted fields.',
            code: 'fields.check',
            errors: { recipientEmail: 'Please enter a valid email address.', amount: 'Words the app has no code for.' },
            fields: { recipientEmail: { code: 'email.invalid' }, amount: { code: 'gift_card.no_such_code_yet' } },
          },
          { status: 400 },
        ),
    });
    await user.click(await screen.findByRole('radio', { name: 'AED 500.00' }, { timeout: 15_000 }));
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const email = field("Recipient's e-mail");
    await waitFor(() => {
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // A code the app does not know yet: the server's words, at the amount the buyer chose.
    expect(screen.getByRole('radio', { name: 'AED 500.00' })).toHaveAccessibleDescription('Words the app has no code for.');
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: 'AED 250.00' })).toHaveFocus();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it("puts the server's refusal of the value at the field the buyer used: the other amount, the treatment", async () => {
    const refuse = (field: 'amount' | 'serviceId', code: string, words: string) => () =>
      json({ message: 'Please check the highlighted fields.', code: 'fields.check', errors: { [field]: words }, fields: { [field]: { code } } }, { status: 400 });
    const { user, unmount } = openPage('/gift-cards', { purchase: refuse('amount', 'gift_card.amount', 'Enter an amount from 100 to 5000 dirhams, in whole dirhams.') });
    await user.type(await screen.findByRole('spinbutton', { name: 'Other amount (AED)' }, { timeout: 15_000 }), '750');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const other = screen.getByRole('spinbutton', { name: 'Other amount (AED)' });
    await waitFor(() => {
      expect(other).toHaveAccessibleDescription(`In whole dirhams, from AED 100.00 to AED 5,000.00. ${errorsEn['error.gift_card.amount']}`);
    });
    expect(other).toHaveFocus();
    unmount();

    const second = openPage('/gift-cards', { purchase: refuse('serviceId', 'gift_card.service', 'That treatment cannot be chosen.') });
    await second.user.click(await screen.findByRole('radio', { name: 'A treatment' }, { timeout: 15_000 }));
    await second.user.selectOptions(screen.getByRole('combobox', { name: 'Treatment' }), '3');
    await fillPeople(second.user);
    await second.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Treatment' })).toHaveAccessibleDescription(errorsEn['error.gift_card.service']);
    });
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it.each([
    [409, { message: 'Gift cards cannot be bought online now.', code: 'gift_card.unavailable' }, /can't be bought online|cannot be bought online/],
    [429, { message: 'Too many requests. Please try again in a minute.', code: 'rate.too_many' }, /^Too many requests\. Please try again in a minute\.$/],
    [500, { message: 'The payment page could not be opened.', code: 'payment.checkout' }, /^The payment page could not be opened\. Please try again in a moment, or contact the spa\.$/],
    [502, null, /^The payment page could not be opened\. Please try again in a moment, or contact us\.$/],
  ])('tells a %i above the button, with the spa’s phone and WhatsApp', async (status, body, text) => {
    const { user } = openPage('/gift-cards', {
      purchase: () => (body ? json(body, { status }) : new Response('Bad gateway', { status })),
    });
    await user.click(await screen.findByRole('radio', { name: 'AED 500.00' }, { timeout: 15_000 }));
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The gift card could not be bought');
    expect(within(alert).getAllByText(text)).toHaveLength(1);
    expect(within(alert).getByRole('link', { name: 'Call +971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
    expect(within(alert).getByRole('link', { name: /^Message us on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(leaveFor).not.toHaveBeenCalled();
    // What was typed is kept, to try again.
    expect(field("Recipient's name")).toHaveValue('Layla Haddad');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('offers no form while gift cards cannot be bought online, and the spa’s phone and WhatsApp instead', async () => {
    openPage('/gift-cards', { answer: { ...options, available: false } });
    const notice = await screen.findByTestId('gift-cards-unavailable', {}, { timeout: 15_000 });
    expect(notice).toHaveTextContent("Gift cards can't be bought online at the moment.");
    expect(within(notice).getByRole('link', { name: 'Call +971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
    expect(within(notice).getByRole('link', { name: /^Message us on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // How it works is there all the same.
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
  });

  it('says so when the options cannot be read', async () => {
    stubApi({ '/api/gift-cards/options': json({ message: 'Internal error.' }, { status: 500 }) });
    renderApp('/gift-cards');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The gift card options could not be loaded');
    expect(within(alert).getByRole('link', { name: 'Call +971 4 123 4567' })).toBeInTheDocument();
  });

  it('thanks the buyer back from the payment page, paid', async () => {
    openPage('/gift-cards?paid=1');
    const thanks = await screen.findByTestId('gift-card-paid', {}, { timeout: 15_000 });
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveTextContent('Thank you: your gift card is paid.');
    expect(thanks).toHaveTextContent('The recipient receives it by e-mail on the delivery date, and you receive a copy.');
    expect(within(thanks).getByRole('link', { name: 'Buy another gift card' })).toHaveAttribute('href', '/gift-cards');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('says nothing was charged when the buyer cancelled, with the form again', async () => {
    openPage('/gift-cards?cancelled=1');
    const note = await screen.findByTestId('gift-card-cancelled', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent('The payment was not completed');
    expect(note).toHaveTextContent('Nothing was charged.');
    expect(await submitButton()).toBeEnabled();
  });

  it('is linked from the footer', async () => {
    openPage();
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
    expect(within(footer).getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/gift-cards');
  });
});

describe('Gift cards page in Arabic', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await loadLocale('ar');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('is in Arabic, right to left, with the amounts and names as an Arabic page writes them, and posts in Arabic', async () => {
    const { user, fetchMock } = openPage('/ar/gift-cards');
    expect(await screen.findByRole('heading', { level: 1, name: giftCardsAr['giftCards.hero.title'] }, { timeout: 15_000 })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'المتابعة إلى الدفع' }, { timeout: 15_000 });

    const amount = screen.getByRole('radio', { name: '500.00 د.إ' });
    expect(amount.closest('label')?.querySelector('bdi')).toHaveTextContent('500.00 د.إ');
    expect(screen.getByRole('spinbutton', { name: giftCardsAr['giftCards.form.otherAmount'] })).toHaveAccessibleDescription(
      'بالدرهم دون كسور، من 100.00 د.إ إلى 5,000.00 د.إ.',
    );
    expect(screen.getByText('صالحة لمدة 12 شهرًا من تاريخ التسليم.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: giftCardsAr['giftCards.form.buyerEmail'] })).toHaveAttribute('dir', 'ltr');

    // An empty submit: the messages in Arabic, by their codes.
    await user.click(submit);
    expect(screen.getByRole('textbox', { name: giftCardsAr['giftCards.form.recipientName'] })).toHaveAccessibleDescription(errorsAr['error.name.too_short']);
    expect(amount).toHaveAccessibleDescription(giftCardsAr['giftCards.error.amount']);

    await user.click(screen.getByRole('radio', { name: giftCardsAr['giftCards.form.kind.service'] }));
    const select = screen.getByRole('combobox', { name: giftCardsAr['giftCards.form.service'] });
    // The Arabic name, or the English one where none is written.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      giftCardsAr['giftCards.form.service.placeholder'],
      'العناية الذهبية بالبشرة — 450.00 د.إ · 90 دقيقة',
      'Hot Stone Massage — 480.00 د.إ · 60 دقيقة',
    ]);
    await user.selectOptions(select, '7');
    const total = screen.getByTestId('gift-card-total');
    expect(total).toHaveTextContent(`${giftCardsAr['giftCards.form.total']} 450.00 د.إ`);
    expect(total.querySelector('bdi')).toHaveTextContent('450.00 د.إ');

    await user.type(screen.getByRole('textbox', { name: giftCardsAr['giftCards.form.recipientName'] }), 'ليلى حداد');
    await user.type(screen.getByRole('textbox', { name: giftCardsAr['giftCards.form.recipientEmail'] }), 'layla@example.ae');
    await user.type(screen.getByRole('textbox', { name: giftCardsAr['giftCards.form.buyerName'] }), 'عمر حداد');
    await user.type(screen.getByRole('textbox', { name: giftCardsAr['giftCards.form.buyerEmail'] }), 'omar@example.ae');
    await user.click(screen.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    await waitFor(() => {
      expect(leaveFor).toHaveBeenCalledWith(paymentUrl);
    });
    expect(await postedBodies(fetchMock)).toEqual([
      {
        serviceId: 7,
        recipientName: 'ليلى حداد',
        recipientEmail: 'layla@example.ae',
        message: '',
        deliveryDate: today(),
        buyerName: 'عمر حداد',
        buyerEmail: 'omar@example.ae',
        language: 'ar',
      },
    ]);
  });

  it('thanks in Arabic, and says in Arabic that gift cards are not sold online now', async () => {
    openPage('/ar/gift-cards?paid=1');
    const thanks = await screen.findByTestId('gift-card-paid', {}, { timeout: 15_000 });
    expect(thanks).toHaveTextContent(giftCardsAr['giftCards.paid.title']);
    expect(thanks).toHaveTextContent(giftCardsAr['giftCards.paid.text']);
    expect(within(thanks).getByRole('link', { name: giftCardsAr['giftCards.paid.another'] })).toHaveAttribute('href', '/ar/gift-cards');
  });

  it('says in Arabic that gift cards are not sold online now, the phone left to right', async () => {
    openPage('/ar/gift-cards', { answer: { ...options, available: false } });
    const notice = await screen.findByTestId('gift-cards-unavailable', {}, { timeout: 15_000 });
    expect(notice).toHaveTextContent(giftCardsAr['giftCards.unavailable.text']);
    const call = within(notice).getByRole('link', { name: 'اتصل على +971 4 123 4567' });
    expect(within(call).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => {
      expect(document.title).toMatch(/^بطاقات هدايا السبا في دبي/);
    });
  });
});
