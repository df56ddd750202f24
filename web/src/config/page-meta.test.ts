/**
 * web/page-meta.json (embedded by the Go server) and the defaults in web/index.html must say exactly
 * what src/config/page-meta.ts says, with the spa's details as placeholders the server fills.
 * `npm run meta:write` (UPDATE_PAGE_META=1) rewrites both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { placeholderSiteConfig, testSiteConfig, type Business } from './business';
import { pageMetaDocument, pageMetaFor, siteMeta, type RouteMeta } from './page-meta';

const pageMeta = pageMetaFor(testSiteConfig.business);

const update = process.env.UPDATE_PAGE_META === '1';
const webDir = resolve(import.meta.dirname, '../..');
const jsonFile = resolve(webDir, 'page-meta.json');
const htmlFile = resolve(webDir, 'index.html');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The per-route tags of index.html: the Home page's values, which the server replaces per route.
 * `vite-ignore` keeps Vite from treating these URLs as build assets; Vite drops the attribute from dist.
 */
function headBlock(meta: RouteMeta): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  const image = escapeHtml(siteMeta.defaultImage);
  return [
    '<!--app-head:start-->',
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`,
    `<meta name="robots" content="${meta.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
    '<link rel="canonical" href="/" vite-ignore />',
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    '<meta property="og:url" content="/" />',
    `<meta property="og:image" content="${image}" vite-ignore />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
    `<meta name="twitter:image" content="${image}" vite-ignore />`,
    '<!--app-head:end-->',
  ]
    .map((line) => `    ${line}`)
    .join('\n');
}

const blockPattern = / *<!--app-head:start-->[\s\S]*?<!--app-head:end-->/;

describe('page metadata', () => {
  it('web/page-meta.json matches src/config/page-meta.ts', () => {
    const expected = `${JSON.stringify(pageMetaDocument(), null, 2)}\n`;
    if (update) writeFileSync(jsonFile, expected);
    expect(readFileSync(jsonFile, 'utf8'), 'run `npm run meta:write` to regenerate web/page-meta.json').toBe(expected);
  });

  it("index.html carries the Home page's tags between the app-head markers", () => {
    const html = readFileSync(htmlFile, 'utf8');
    expect(html).toMatch(blockPattern);
    const expected = headBlock(pageMetaFor(placeholderSiteConfig.business)['/']);
    if (update) writeFileSync(htmlFile, html.replace(blockPattern, expected));
    const current = readFileSync(htmlFile, 'utf8');
    expect(blockPattern.exec(current)?.[0], 'run `npm run meta:write` to regenerate index.html').toBe(expected);
    expect(current).toContain(`<meta property="og:site_name" content="${escapeHtml(placeholderSiteConfig.business.name)}" />`);
    expect(current).toContain(`<meta property="og:locale" content="${siteMeta.locale}" />`);
  });

  it('covers every route of the app, with non-empty titles and descriptions', () => {
    expect(Object.keys(pageMeta)).toEqual([
      '/',
      '/about',
      '/services',
      '/gallery',
      '/booking',
      '/contact',
      '/gift-cards',
      '/packages',
      '/blog',
      '/privacy',
      '/terms',
      '/blog/:slug',
      '/booking/manage/:token',
      '/your-data/:token',
      '/admin/login',
      '/admin',
      '*',
    ]);
    for (const meta of Object.values(pageMeta)) {
      expect(meta.title.length).toBeGreaterThan(10);
      expect(meta.description.length).toBeGreaterThan(30);
    }
  });

  it('targets Dubai spa searches on Services, and names location and phone on Contact', () => {
    expect(pageMeta['/services'].title).toMatch(/Dubai/);
    expect(pageMeta['/services'].keywords).toMatch(/spa/i);
    expect(pageMeta['/contact'].title + pageMeta['/contact'].description).toMatch(/Al Barsha 1/);
    expect(pageMeta['/contact'].description).toMatch(/\+971/);
    expect(pageMeta['/booking'].title).toMatch(/Book.*Spa.*Dubai/i);
  });

  it("names the spa's details only as the server configures them", () => {
    const other: Business = {
      ...testSiteConfig.business,
      name: 'Palm Jumeirah Wellness',
      shortName: 'Palm Wellness',
      hotel: 'The Crescent Resort',
      district: 'Palm Jumeirah',
      city: 'Dubai',
      phone: '+971 4 555 0199',
      email: 'care@palm-wellness.example',
      priceRange: 'AED 300-900',
      hours: {
        week: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
        weekLong: 'Tuesday-Sunday 10:00 AM - 11:00 PM (closed Monday)',
        daily: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
        dailyDash: 'Tue-Sun 10:00 AM-11:00 PM (closed Mon)',
        everyDayFrom: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
        everyDay: 'Tue-Sun 10:00 AM - 11:00 PM (closed Mon)',
        everyDayComma: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)',
      },
    };
    const text = JSON.stringify(pageMetaFor(other));
    for (const value of ['Serenity', 'Sandstone', 'Al Barsha', '+971 4 123 4567', 'hello@serenitydayspa.ae', 'AED 280-750', '9:00 AM']) {
      expect(text, value).not.toContain(value);
    }
    expect(pageMetaFor(other)['/services'].description).toContain('open Tue-Sun 10:00 AM-11:00 PM (closed Mon).');
    expect(pageMetaFor(other)['/contact'].description).toContain(
      'Open Tuesday-Sunday 10:00 AM - 11:00 PM (closed Monday).',
    );
    expect(pageMetaFor(other)['/contact'].title).toBe('Contact Us | Spa in Palm Jumeirah, Dubai | +971 4 555 0199');
  });

  it('writes only placeholders the server knows into page-meta.json', () => {
    const known = new Set(Object.values(placeholderSiteConfig.business).filter((v) => typeof v === 'string'));
    for (const link of Object.values(placeholderSiteConfig.business.links)) known.add(link);
    for (const words of Object.values(placeholderSiteConfig.business.hours)) known.add(words);
    const used = JSON.stringify(pageMetaDocument()).match(/\{\{[^}]*\}\}/g) ?? [];
    expect(used.length).toBeGreaterThan(10);
    for (const p of used) expect(known, p).toContain(p);
  });
});
