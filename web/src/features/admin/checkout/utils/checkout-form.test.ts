import { describe, expect, it } from 'vitest';

import type { CheckoutDraft } from '../api/checkout-draft';
import { checkoutInput, formErrors, formFromDraft, freeLine, priceChanged, serviceLine, type CheckoutForm } from './checkout-form';

const draft: CheckoutDraft = {
  booking: { id: 1, customerName: 'Layla', customerEmail: 'l@example.ae', serviceName: 'Hot Stone Massage', therapistName: 'Amal', date: '2026-11-28', time: '10:00', status: 'confirmed', sessionCode: '' },
  lines: [{ serviceId: 3, description: 'Hot Stone Massage', unitPrice: '320.00', quantity: 1 }],
  registered: true,
  fullInvoiceThreshold: '10000.00',
  services: [
    { id: 3, name: 'Hot Stone Massage', price: '320.00' },
    { id: 4, name: 'Foot Ritual', price: '150.00' },
  ],
};

const withForm = (patch: Partial<CheckoutForm>): CheckoutForm => ({ ...formFromDraft(draft), ...patch });

describe('the checkout form', () => {
  it("starts from the draft at the service's price, and asks why only when a service's price is changed", () => {
    const form = formFromDraft(draft);
    expect(form.lines).toHaveLength(1);
    const [line] = form.lines;
    if (!line) throw new Error('no line');
    expect(line).toMatchObject({ serviceId: 3, unitPrice: '320.00', quantity: '1', listPrice: '320.00' });
    expect(priceChanged(line)).toBe(false);
    expect(priceChanged({ ...line, unitPrice: '320' })).toBe(false);
    expect(priceChanged({ ...line, unitPrice: '300' })).toBe(true);
    expect(priceChanged({ ...freeLine(), unitPrice: '40' })).toBe(false);
  });

  it('sends everything for the sale, and leaves out of the preview what is not started yet', () => {
    const form = withForm({
      lines: [...formFromDraft(draft).lines, freeLine(), { ...serviceLine({ id: 4, name: 'Foot Ritual', price: '150.00' }), unitPrice: '120', priceReason: ' Loyal guest ' }],
      discountKind: 'percent',
      discount: '10',
      discountReason: 'Birthday',
      tipsCard: '20',
      paymentMode: 'split',
      cash: '200',
      card: '',
    });
    const preview = checkoutInput(form, { forPreview: true, withBuyer: false });
    expect(preview.lineIndex).toEqual([0, 2]);
    expect(preview.input).toEqual({
      lines: [
        { serviceId: 3, description: 'Hot Stone Massage', unitPrice: '320.00', quantity: '1' },
        { serviceId: 4, description: 'Foot Ritual', unitPrice: '120', quantity: '1', priceReason: 'Loyal guest' },
      ],
      discount: { percent: '10', reason: 'Birthday' },
      tips: { cash: '0', card: '20' },
      payments: [{ method: 'cash', amount: '200' }],
    });
    const sale = checkoutInput({ ...form, ownShares: true, therapistShare: '15', spaShare: '5' }, { forPreview: false, withBuyer: true });
    expect(sale.lineIndex).toEqual([0, 1, 2]);
    expect(sale.input.lines[1]).toEqual({ description: '', unitPrice: '', quantity: '1' });
    expect(sale.input.tips).toEqual({ cash: '0', card: '20', therapistShare: '15', spaShare: '5' });
    expect(sale.input.payments).toEqual([
      { method: 'cash', amount: '200' },
      { method: 'card', amount: '' },
    ]);
    expect(sale.input.buyer).toEqual({ name: '', address: '', trn: '' });
  });

  it("puts the server's messages at the form's fields, by the line and the payment they name", () => {
    const form = withForm({ lines: [...formFromDraft(draft).lines, freeLine(), freeLine()], paymentMode: 'split' });
    expect(
      formErrors(
        {
          'lines[1].unitPrice': 'Enter an amount.',
          'payments[1].amount': 'Enter an amount.',
          'discount.percent': 'Enter a percentage.',
          'buyer.trn': 'A tax registration number has 15 digits.',
          payments: 'The payments must add up to the total of 320.00.',
        },
        form,
        [0, 2],
      ),
    ).toEqual({
      'lines.2.unitPrice': 'Enter an amount.',
      'payments.card': 'Enter an amount.',
      discount: 'Enter a percentage.',
      'buyer.trn': 'A tax registration number has 15 digits.',
      payments: 'The payments must add up to the total of 320.00.',
    });
  });

  it("sends a member's code as the discount, with no reason, and puts its refusal at the discount", () => {
    const form = withForm({ discountKind: 'member', discount: ' 0kp9 bfwm jmw5 2tjk g ', discountReason: 'left from a percentage' });
    expect(checkoutInput(form, { forPreview: true, withBuyer: false }).input.discount).toEqual({ memberCode: '0kp9 bfwm jmw5 2tjk g' });
    expect(formErrors({ 'discount.memberCode': 'This membership gives no member discount.' }, form, [0])).toEqual({
      discount: 'This membership gives no member discount.',
    });
  });

  it('sends a gift card\'s payment first, by its code, and leaves out a blank cash or card amount the card may cover', () => {
    const form = withForm({ giftCard: true, giftCardCode: ' 0kp9 bfwm jmw5 2tjk g ', giftCardAmount: '320', paymentMode: 'split', cash: '', card: '' });
    expect(checkoutInput(form, { forPreview: false, withBuyer: false }).input.payments).toEqual([
      { method: 'entitlement', code: '0kp9 bfwm jmw5 2tjk g', amount: '320' },
    ]);
    const part = withForm({ giftCard: true, giftCardCode: 'X', giftCardAmount: '100', paymentMode: 'card', card: '220' });
    // The preview prices without a code still being typed; the sale sends it, and the server names what is wrong.
    expect(checkoutInput(part, { forPreview: true, withBuyer: false }).input.payments).toEqual([{ method: 'card', amount: '220' }]);
    expect(checkoutInput(part, { forPreview: false, withBuyer: false }).input.payments).toEqual([
      { method: 'entitlement', code: 'X', amount: '100' },
      { method: 'card', amount: '220' },
    ]);
    expect(
      formErrors(
        {
          'payments[0].code': 'This code has a typing mistake: please check each character.',
          'payments[0].amount': 'Not enough left: the balance is AED 50.00.',
          'payments[1].amount': 'Enter an amount.',
        },
        part,
        [0],
      ),
    ).toEqual({
      'payments.giftCardCode': 'This code has a typing mistake: please check each character.',
      'payments.giftCard': 'Not enough left: the balance is AED 50.00.',
      'payments.card': 'Enter an amount.',
    });
  });

  it("sends a package's sessions first, before a gift card, and maps the server's refusals to the package's fields", () => {
    const form = withForm({
      package: true,
      packageCode: ' 0kp9-bfwm-jmw5-2tjk-g ',
      packageSessions: '1',
      giftCard: true,
      giftCardCode: '1abc 2def 3ghj 4kmn p',
      giftCardAmount: '50',
      paymentMode: 'cash',
      cash: '',
    });
    expect(checkoutInput(form, { forPreview: false, withBuyer: false }).input.payments).toEqual([
      { method: 'entitlement', code: '0kp9-bfwm-jmw5-2tjk-g', sessions: '1' },
      { method: 'entitlement', code: '1abc 2def 3ghj 4kmn p', amount: '50' },
    ]);
    // While the code or the sessions are still being typed, the preview prices without them.
    expect(checkoutInput({ ...form, packageCode: '0kp9' }, { forPreview: true, withBuyer: false }).input.payments).toHaveLength(1);
    expect(checkoutInput({ ...form, packageSessions: ' ' }, { forPreview: true, withBuyer: false }).input.payments).toHaveLength(1);
    expect(
      formErrors(
        {
          'payments[0].code': 'This code is a gift card: it pays an amount, not sessions.',
          'payments[0].sessions': 'The sale has 0 unpaid sessions of what this code covers.',
          'payments[1].code': 'Gift card, package or membership not found.',
        },
        form,
        [0],
      ),
    ).toEqual({
      'payments.packageCode': 'This code is a gift card: it pays an amount, not sessions.',
      'payments.package': 'The sale has 0 unpaid sessions of what this code covers.',
      'payments.giftCardCode': 'Gift card, package or membership not found.',
    });
  });

  it('starts with the session of the package the guest booked with, which the desk may untick', () => {
    const booked = formFromDraft({ ...draft, booking: { ...draft.booking, sessionCode: '0KP9-BFWM-JMW5-2TJK-G' } });
    expect(booked).toMatchObject({ package: true, packageCode: '0KP9-BFWM-JMW5-2TJK-G', packageSessions: '1' });
    expect(checkoutInput(booked, { forPreview: true, withBuyer: false }).input.payments).toEqual([
      { method: 'entitlement', code: '0KP9-BFWM-JMW5-2TJK-G', sessions: '1' },
    ]);
    expect(formFromDraft(draft).package).toBe(false);
  });
});
