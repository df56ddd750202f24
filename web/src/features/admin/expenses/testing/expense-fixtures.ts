/** An expense as the server answers it, without a receipt: the expenses tests' common row. */
export const laundry = {
  id: 7,
  date: '2026-11-20',
  category: 'laundry',
  supplier: 'Clean Co',
  amount: '120.50',
  vat: '5.74',
  paymentMethod: 'card',
  note: 'Towels',
  receipt: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
};
