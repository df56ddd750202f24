import { afterEach, describe, expect, it } from 'vitest';

import { defaultSlotTimes, placeholderSiteConfig, testSiteConfig, whatsappUrl, type SiteConfig } from '@/config/business';

import { configElementId, parseSiteConfig, readSiteConfig } from './site-config';

/** A block as internal/httpapi/siteconfig.go writes it for a deployment with its own details. */
const served: SiteConfig = {
  snapPixelId: 'pixel-42',
  timeZone: 'America/New_York',
  changeCutoff: '48 hours',
  slotTimes: ['10:00', '10:30', '11:00'],
  retention: { contactMessages: '18 months', inactiveCustomers: '4 years', emailBodies: '6 months', auditEvents: '7 years' },
  business: {
    name: 'Palm Jumeirah Wellness',
    shortName: 'Palm Wellness',
    hotel: 'The Crescent Resort',
    street: 'The Crescent Resort, Crescent Road',
    district: 'Palm Jumeirah',
    city: 'Dubai',
    country: 'AE',
    phone: '+971 4 555 0199',
    whatsapp: '971529876543',
    email: 'care@palm-wellness.example',
    priceRange: 'AED 300-900',
    hours: {
      week: 'Tue-Sun 10:00 AM to 10:00 PM (closed Mon)',
      weekLong: 'Tuesday-Sunday 10:00 AM - 10:00 PM (closed Monday)',
      daily: 'Tue-Sun 10:00 AM to 10:00 PM (closed Mon)',
      dailyDash: 'Tue-Sun 10:00 AM-10:00 PM (closed Mon)',
      everyDayFrom: 'Tue-Sun 10:00 AM to 10:00 PM (closed Mon)',
      everyDay: 'Tue-Sun 10:00 AM - 10:00 PM (closed Mon)',
      everyDayComma: 'Tue-Sun 10:00 AM to 10:00 PM (closed Mon)',
    },
    facebook: '',
    instagram: 'https://www.instagram.com/palmwellness',
    twitter: '',
    links: {
      tel: 'tel:+97145550199',
      mailto: 'mailto:care@palm-wellness.example',
      whatsapp: 'https://wa.me/971529876543',
      maps: 'https://www.google.com/maps/search/?api=1&query=The+Crescent+Resort%2C+Palm+Jumeirah%2C+Dubai',
    },
  },
};

function writeBlock(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = configElementId;
  script.textContent = text;
  document.head.appendChild(script);
}

afterEach(() => {
  document.getElementById(configElementId)?.remove();
});

describe('readSiteConfig', () => {
  it("reads the spa's details the server wrote into the page", () => {
    writeBlock(JSON.stringify(served));
    expect(readSiteConfig(document)).toEqual(served);
  });

  it('ignores what it does not know, and takes a missing pixel id as the tracker off', () => {
    writeBlock(
      JSON.stringify({
        timeZone: served.timeZone,
        changeCutoff: served.changeCutoff,
        slotTimes: served.slotTimes,
        retention: served.retention,
        business: served.business,
        future: { setting: 1 },
      }),
    );
    expect(readSiteConfig(document)).toEqual({ ...served, snapPixelId: '' });
  });

  it('refuses a block without the retention periods the privacy policy states', () => {
    expect(parseSiteConfig({ ...served, retention: undefined })).toBeNull();
    expect(parseSiteConfig({ ...served, retention: { ...served.retention, auditEvents: 7 } })).toBeNull();
  });

  it("takes the spa's time zone the server names, and the default for one it does not name or the browser does not know", () => {
    expect(parseSiteConfig({ ...served, timeZone: 'Europe/London' })?.timeZone).toBe('Europe/London');
    expect(parseSiteConfig({ ...served, timeZone: undefined })?.timeZone).toBe('Asia/Dubai');
    expect(parseSiteConfig({ ...served, timeZone: 'Mars/Olympus_Mons' })?.timeZone).toBe('Asia/Dubai');
    expect(parseSiteConfig({ ...served, timeZone: 4 })?.timeZone).toBe('Asia/Dubai');
  });

  it("takes the week's start times the server names, and the default grid for a list it cannot trust", () => {
    expect(parseSiteConfig(served)?.slotTimes).toEqual(['10:00', '10:30', '11:00']);
    expect(parseSiteConfig({ ...served, slotTimes: undefined })?.slotTimes).toEqual(defaultSlotTimes);
    expect(parseSiteConfig({ ...served, slotTimes: [] })?.slotTimes).toEqual(defaultSlotTimes);
    expect(parseSiteConfig({ ...served, slotTimes: ['10:00', 'noon'] })?.slotTimes).toEqual(defaultSlotTimes);
  });

  it('is null without a block (the Vite dev server) or with one it cannot trust', () => {
    expect(readSiteConfig(document)).toBeNull();
    writeBlock('{"snapPixelId": "x", "business": ');
    expect(readSiteConfig(document)).toBeNull();
  });

  it.each([
    ['no business', { snapPixelId: '' }],
    ['a detail missing', { ...served, business: { ...served.business, whatsapp: undefined } }],
    ['a detail of the wrong type', { ...served, business: { ...served.business, phone: 97145550199 } }],
    ['no links', { ...served, business: { ...served.business, links: undefined } }],
    ['a link missing', { ...served, business: { ...served.business, links: { ...served.business.links, tel: null } } }],
    ['no hours', { ...served, business: { ...served.business, hours: undefined } }],
    ['hours in words missing', { ...served, business: { ...served.business, hours: { ...served.business.hours, week: 9 } } }],
    ['an array', [served]],
  ])('refuses a block with %s', (_, data) => {
    expect(parseSiteConfig(JSON.parse(JSON.stringify(data)))).toBeNull();
  });
});

describe('the placeholders the build prerenders with', () => {
  it('name every setting by its path in the block', () => {
    expect(placeholderSiteConfig.snapPixelId).toBe('{{snapPixelId}}');
    expect(placeholderSiteConfig.business.phone).toBe('{{business.phone}}');
    expect(placeholderSiteConfig.business.links.whatsapp).toBe('{{business.links.whatsapp}}');
    // Same shape as the block: parseSiteConfig accepts them, and every key of the fixture has one.
    expect(parseSiteConfig(placeholderSiteConfig)).toEqual(placeholderSiteConfig);
    expect(Object.keys(placeholderSiteConfig.business).sort()).toEqual(Object.keys(testSiteConfig.business).sort());
    expect(Object.keys(placeholderSiteConfig.business.links).sort()).toEqual(
      Object.keys(testSiteConfig.business.links).sort(),
    );
  });

  it('survive the text a page is built from: a WhatsApp link with a message keeps its placeholder whole', () => {
    const url = whatsappUrl(placeholderSiteConfig.business, 'Hello! A question?');
    expect(url).toBe('{{business.links.whatsapp}}?text=Hello!%20A%20question%3F');
  });
});
