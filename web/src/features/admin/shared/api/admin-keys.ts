/**
 * The query keys of the dashboard's reads (the key's first segment is the path the API client reads).
 * Every admin key starts with '/api/admin/': the unauthorised policy and logout find admin data by that prefix.
 */
export const adminKeys = {
  status: ['/api/admin/status'],
  me: ['/api/admin/me'],
  users: ['/api/admin/users'],
  audit: ['/api/admin/audit'],
  nav: ['/api/admin/nav'],
  stats: ['/api/admin/stats'],
  bookings: ['/api/admin/bookings'],
  customers: ['/api/admin/customers'],
  messages: ['/api/admin/contact-messages'],
  services: ['/api/admin/services'],
  posts: ['/api/admin/posts'],
  blogCategories: ['/api/admin/blog-categories'],
  pdfUploads: ['/api/admin/pdf-uploads'],
  subscribers: ['/api/admin/newsletter-subscribers'],
  income: ['/api/admin/income'],
  incomeStats: ['/api/admin/income/stats'],
  incomeSummary: ['/api/admin/income/summary'],
  expenses: ['/api/admin/expenses'],
  entitlements: ['/api/admin/entitlements'],
  offers: ['/api/admin/offers'],
  vatSummary: ['/api/admin/tax/vat-summary'],
  invoices: ['/api/admin/invoices'],
  outbox: ['/api/admin/outbox'],
  calendar: ['/api/admin/calendar'],
  today: ['/api/admin/today'],
  therapists: ['/api/admin/therapists'],
  rooms: ['/api/admin/rooms'],
} as const;

/** Mutation keys: the same prefix, so the unauthorised policy sees them too (login and logout excepted). */
export const adminMutationKeys = {
  login: ['/api/admin/login'],
  logout: ['/api/admin/logout'],
  bookingStatus: ['/api/admin/bookings/status'],
  markMessageRead: ['/api/admin/contact-messages/read'],
  uploadPdfReport: ['/api/admin/pdf-uploads/create'],
  deletePdfUpload: ['/api/admin/pdf-uploads/delete'],
  createService: ['/api/admin/services/create'],
  createPost: ['/api/admin/posts/create'],
  updatePost: ['/api/admin/posts/update'],
  deletePost: ['/api/admin/posts/delete'],
  setBlogCategory: ['/api/admin/blog-categories/set'],
  updateService: ['/api/admin/services/update'],
  createIncome: ['/api/admin/income/create'],
  updateIncome: ['/api/admin/income/update'],
  deleteIncome: ['/api/admin/income/delete'],
  createExpense: ['/api/admin/expenses/create'],
  updateExpense: ['/api/admin/expenses/update'],
  deleteExpense: ['/api/admin/expenses/delete'],
  issueEntitlement: ['/api/admin/entitlements/issue'],
  adjustEntitlement: ['/api/admin/entitlements/adjust'],
  renewEntitlement: ['/api/admin/entitlements/renew'],
  stopRenewal: ['/api/admin/entitlements/stop-renewal'],
  addOffer: ['/api/admin/offers/create'],
  updateOffer: ['/api/admin/offers/update'],
  generateReport: ['/api/admin/generate-report'],
  resendMessage: ['/api/admin/outbox/resend'],
  moveBooking: ['/api/admin/bookings/move'],
  undoBooking: ['/api/admin/bookings/undo'],
  checkout: ['/api/admin/bookings/checkout'],
  emailInvoice: ['/api/admin/invoices/email'],
  creditNote: ['/api/admin/invoices/credit-notes'],
  refund: ['/api/admin/bookings/refunds'],
} as const;

/** The public blog list, refreshed when the admin changes a post (its owner is the blog feature). */
export const publicPostsKey = ['/api/blog'] as const;

/** The public services list, refreshed when the admin changes a service (its owner is the services feature). */
export const publicServicesKey = ['/api/services'] as const;

/**
 * The reads that show a booking: a status change, a move or an undo refreshes them all (the navigation's counts
 * refresh after every admin change on their own).
 */
export const bookingReadKeys = [adminKeys.bookings, adminKeys.stats, adminKeys.calendar, adminKeys.today, adminKeys.customers, adminKeys.outbox] as const;

export function isAdminKey(key: readonly unknown[] | undefined): boolean {
  const first = key?.[0];
  return typeof first === 'string' && first.startsWith('/api/admin/');
}
