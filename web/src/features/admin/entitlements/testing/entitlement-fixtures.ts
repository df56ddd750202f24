/** Entitlements as the server answers them: the tests' common rows. */
export const giftCard = {
  id: 5,
  code: 'ABCD-EFGH-JKMN-PQRS-7',
  kind: 'gift_card',
  holderName: 'Layla Haddad',
  holderEmail: 'layla@example.com',
  recipientName: 'Noor Haddad',
  recipientEmail: '',
  serviceId: null,
  category: '',
  sessions: null,
  value: '500.00',
  price: '500.00',
  discountPercent: '0.00',
  paidBy: 'card',
  invoiceId: null,
  invoiceNumber: '',
  expiresOn: '2027-11-28',
  status: 'active',
  balanceAmount: '500.00',
  balanceSessions: null,
  createdAt: '2026-11-28T06:30:00Z',
  renews: false,
  renewalEnded: '',
};

export const massagePackage = {
  ...giftCard,
  id: 6,
  code: 'WXYZ-0123-4567-89AB-Z',
  kind: 'package',
  holderName: 'Omar Saleh',
  holderEmail: 'omar@example.com',
  recipientName: '',
  category: 'Massage Therapy',
  sessions: 5,
  value: null,
  price: '900.00',
  paidBy: 'cash',
  invoiceId: 41,
  invoiceNumber: 'INV-000041',
  balanceAmount: null,
  balanceSessions: 0,
};

export const sale = {
  id: 11,
  entitlementId: 5,
  kind: 'sale',
  amount: '500.00',
  sessions: null,
  reason: '',
  by: 'Amal Owner',
  day: '2026-11-28',
  createdAt: '2026-11-28T06:30:00Z',
};

export const nav = {
  spaName: 'Serenity Day Spa Dubai',
  user: { name: 'Admin' },
  today: '2026-11-28',
  now: '2026-11-28T10:00:00+04:00',
  timeZone: 'Asia/Dubai',
  counts: { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 0 },
};

const none = { count: 0, owedAmount: '0.00', owedSessions: 0, expiredAmount: '0.00', expiredSessions: 0 };

export const summary = {
  from: '2026-10-01',
  to: '2026-12-31',
  kinds: {
    gift_card: { ...none, count: 1, owedAmount: '500.00', expiredAmount: '120.00' },
    package: { ...none, owedAmount: '360.00', owedSessions: 2 },
    membership: none,
  },
  owedTotal: '860.00',
  expiredTotal: '120.00',
};
