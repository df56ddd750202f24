import { afterEach, describe, expect, it } from 'vitest';

import { applyPageMeta } from './page-head';

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyPageMeta', () => {
  it('creates and fills the title, description, keywords, social tags and canonical link', () => {
    applyPageMeta({ title: 'Spa Services', description: 'Massage in Dubai', keywords: 'spa, Dubai', path: '/services' });

    const url = `${window.location.origin}/services`;
    expect(document.title).toBe('Spa Services');
    expect(attr('meta[name="description"]', 'content')).toBe('Massage in Dubai');
    expect(attr('meta[name="keywords"]', 'content')).toBe('spa, Dubai');
    expect(attr('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Spa Services');
    expect(attr('meta[property="og:description"]', 'content')).toBe('Massage in Dubai');
    expect(attr('meta[property="og:url"]', 'content')).toBe(url);
    expect(attr('meta[property="og:image"]', 'content')).toBe(`${window.location.origin}/media/og-default.jpg`);
    expect(attr('meta[name="twitter:title"]', 'content')).toBe('Spa Services');
    expect(attr('meta[name="twitter:description"]', 'content')).toBe('Massage in Dubai');
    expect(attr('meta[name="twitter:image"]', 'content')).toBe(`${window.location.origin}/media/og-default.jpg`);
    expect(attr('link[rel="canonical"]', 'href')).toBe(url);
  });

  it("updates the server's tags in place and keeps the origin of its canonical link", () => {
    document.head.innerHTML = [
      '<link rel="canonical" href="https://spa.example/" />',
      '<meta name="description" content="old" />',
      '<meta property="og:title" content="old" />',
    ].join('');

    applyPageMeta({
      title: 'Admin Login',
      description: 'Staff only',
      keywords: '',
      path: '/admin/login',
      image: '/images/admin.png',
      noindex: true,
    });

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr('meta[name="description"]', 'content')).toBe('Staff only');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Admin Login');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://spa.example/admin/login');
    expect(attr('meta[property="og:image"]', 'content')).toBe('https://spa.example/images/admin.png');
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
  });
});
