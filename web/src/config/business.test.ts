import { describe, expect, it } from 'vitest';

import { addressLine, testSiteConfig } from './business';

describe('addressLine', () => {
  it('writes the address in the page’s language, with its own commas and the country’s name', () => {
    const business = { ...testSiteConfig.business, hotel: 'فندق ساندستون', district: 'البرشاء 1', city: 'دبي' };
    expect(addressLine(testSiteConfig.business, 'en')).toBe('The Sandstone Hotel, Al Barsha 1, Dubai, UAE');
    expect(addressLine(business, 'ar')).toBe('فندق ساندستون، البرشاء 1، دبي، الإمارات العربية المتحدة');
  });
});
