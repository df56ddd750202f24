import { describe, expect, it } from 'vitest';

import { isActivePath } from './is-active-path';

describe('isActivePath', () => {
  it.each([
    // [pathname, href, active]
    ['/', '/', true],
    ['/services', '/', false],
    ['/blog/my-post', '/', false],
    ['/services', '/services', true],
    ['/services', '/about', false],
    ['/blog', '/blog', true],
    ['/blog/my-post', '/blog', true],
    ['/about', '/about', true],
    ['/about/team', '/about', true],
    ['/gallery', '/contact', false],
    ['/', '/services', false],
    ['/admin', '/about', false],
  ])('path %s, link %s -> %s', (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});
