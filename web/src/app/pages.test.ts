import { describe, expect, it } from 'vitest';

import { notFoundRoute, pageFor, pageRoutes } from './pages';

describe('route table', () => {
  it('has every page', () => {
    expect(pageRoutes.map((r) => r.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/gallery',
      '/booking',
      '/booking/manage/:token',
      '/contact',
      '/gift-cards',
      '/packages',
      '/blog',
      '/blog/:slug',
      '/privacy',
      '/your-data/:token',
      '/terms',
      '/admin/login',
      '/admin',
    ]);
  });

  it.each([
    ['/', '/'],
    ['/services', '/services'],
    ['/gift-cards', '/gift-cards'],
    ['/ar/gift-cards', '/gift-cards'],
    ['/packages', '/packages'],
    ['/ar/packages', '/packages'],
    ['/blog/rose-facial', '/blog/:slug'],
    ['/your-data/abc123', '/your-data/:token'],
    ['/ar/your-data/abc123', '/your-data/:token'],
    ['/admin', '/admin'],
    ['/admin/login', '/admin/login'],
    ['/admin/other', '*'],
    ['/nope', '*'],
  ])('maps %s to %s', (pathname, pattern) => {
    expect(pageFor(pathname).path).toBe(pattern);
  });

  it("puts only the dashboard's pages in the dashboard's own frame", () => {
    expect(pageRoutes.filter((r) => r.frame === 'admin').map((r) => r.path)).toEqual(['/admin/login', '/admin']);
    expect(notFoundRoute.frame).toBe('site');
  });

  it('falls back to the not-found page', () => {
    expect(pageFor('/services/extra')).toBe(notFoundRoute);
  });
});
