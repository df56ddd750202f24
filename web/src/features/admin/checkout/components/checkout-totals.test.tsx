import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { parseCheckoutPreview } from '../api/checkout-sale';
import { CheckoutTotals } from './checkout-totals';

const answer = {
  format: 'simplified',
  title: 'Simplified Tax Invoice',
  titleAr: 'فاتورة ضريبية مبسطة',
  lines: [],
  discount: '0.00',
  net: '333.33',
  vat: '16.67',
  total: '350.00',
  paid: '350.00',
  due: '0.00',
  needsBuyer: false,
};

describe("checkout's totals", () => {
  it('shows the deposit the invoice deducts, with its invoice, and what is due now', () => {
    const preview = parseCheckoutPreview({ ...answer, net: '238.10', vat: '11.90', total: '250.00', paid: '250.00', prepaid: { documentId: 1, number: 'INV-000001', amount: '100.00', vat: '4.76' } });
    render(<CheckoutTotals preview={preview} registered stale={false} />);
    expect(screen.getByText('Deposit paid (INV-000001)')).toBeInTheDocument();
    expect(screen.getByText('− AED 100.00')).toBeInTheDocument();
    expect(screen.getByText('Due now')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('AED 250.00');
  });

  it('is the total without a deposit', () => {
    render(<CheckoutTotals preview={parseCheckoutPreview(answer)} registered stale={false} />);
    expect(screen.queryByText(/Deposit paid/)).not.toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
  });
});
