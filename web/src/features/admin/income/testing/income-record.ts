import type { IncomeTransaction } from '../api/get-income';

/** One recorded sale as the server sends it: a AED 300 massage paid in cash with AED 50 tips, shared by the income tests. */
export function incomeRecord(extra: Partial<IncomeTransaction> = {}): IncomeTransaction {
  return {
    id: 5,
    invoiceNumber: '1530',
    transactionDate: '2026-05-02',
    source: 'Ph Snap',
    customerName: 'Layla Haddad',
    serviceName: 'Massage',
    serviceCategory: '',
    therapistName: 'Amal',
    cashAmount: '300.00',
    visaAmount: '0.00',
    visaMarkup: '0.00',
    commissionAmount: '120.00',
    commissionPercentage: '40.00',
    tipsAmount: '50.00',
    tipsCashAmount: '30.00',
    tipsCardAmount: '20.00',
    tipsVat: '5.00',
    therapistTipShare: '30.00',
    spaTipShare: '20.00',
    expensesAmount: '0.00',
    totalAmount: '320.00',
    notes: 'Regular guest',
    createdAt: '2026-05-02T08:00:00Z',
    updatedAt: '2026-05-02T08:00:00Z',
    ...extra,
  };
}
