/** Every route of the app (docs/product.md, Routes). Build links from here, never from string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  services: { path: '/services', getHref: () => '/services' },
  gallery: { path: '/gallery', getHref: () => '/gallery' },
  booking: {
    path: '/booking',
    getHref: (serviceId?: number | string) =>
      serviceId === undefined ? '/booking' : `/booking?service=${encodeURIComponent(String(serviceId))}`,
  },
  manageBooking: { path: '/booking/manage/:token', getHref: (token: string) => `/booking/manage/${encodeURIComponent(token)}` },
  contact: { path: '/contact', getHref: () => '/contact' },
  /** Buying a gift card online; the payment page sends the buyer back with `?paid=1` or `?cancelled=1`. */
  giftCards: { path: '/gift-cards', getHref: () => '/gift-cards' },
  /** Buying a package or a membership online; the payment page sends the buyer back with `?paid=1` or `?cancelled=1`. */
  packages: { path: '/packages', getHref: () => '/packages' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** The e-mailed one-time link to what the spa holds about a guest (never in the sitemap). */
  yourData: { path: '/your-data/:token', getHref: (token: string) => `/your-data/${encodeURIComponent(token)}` },
  terms: { path: '/terms', getHref: () => '/terms' },
  admin: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    dashboard: { path: '/admin', getHref: () => '/admin' },
  },
  /** Server-side navigations (full page loads, not client routes). */
  server: {
    login: '/api/login',
    logout: '/api/logout',
  },
} as const;
