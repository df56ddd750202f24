import { describe, expect, it } from 'vitest';

import { parseTaxDocument, paymentLabel } from './tax-document';

/** An invoice as the server writes it, paid by a package's session, a gift card and cash. */
const invoice = {
  id: 2,
  kind: 'invoice',
  format: 'simplified',
  title: 'Simplified Tax Invoice',
  number: 'INV-000002',
  issuedAt: '2026-11-30T08:00:00Z',
  issueDate: '2026-11-30',
  lines: [],
  discount: '450.00',
  net: '95.24',
  vat: '4.76',
  total: '100.00',
  payments: [
    { method: 'entitlement', amount: '0.00', cardHint: '…PB7V-R', sessions: 1, entitlementKind: 'package' },
    { method: 'entitlement', amount: '0.00', cardHint: '…WXYZ-1', sessions: 2, entitlementKind: 'membership' },
    { method: 'entitlement', amount: '60.00', cardHint: '…ABCD-2', entitlementKind: 'gift_card' },
    { method: 'cash', amount: '40.00' },
  ],
  customerName: 'Omar',
};

describe('a tax document’s payments', () => {
  it('read each the way the desk says it: sessions of a package or membership, a gift card’s amount, cash', () => {
    const doc = parseTaxDocument(invoice, 'invoice');
    expect(doc.payments.map(paymentLabel)).toEqual([
      'Package …PB7V-R, 1 session',
      'Membership …WXYZ-1, 2 sessions',
      'Gift card …ABCD-2',
      'Cash',
    ]);
    expect(doc.payments[3]).toMatchObject({ sessions: 0, entitlementKind: '' });
  });
});
