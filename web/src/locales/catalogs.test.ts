import { afterEach, describe, expect, it } from 'vitest';

import type { catalogs} from '@/lib/i18n';
import { i18n, loadLocale, loadMessages, locales, type Locale } from '@/lib/i18n';

import ar from './ar.json';
import en from './en.json';
import homeAr from './home/ar.json';
import homeEn from './home/en.json';
import bookingAr from './booking/ar.json';
import bookingEn from './booking/en.json';
import manageAr from './manage/ar.json';
import manageEn from './manage/en.json';
import servicesAr from './services/ar.json';
import servicesEn from './services/en.json';
import aboutAr from './about/ar.json';
import aboutEn from './about/en.json';
import galleryAr from './gallery/ar.json';
import galleryEn from './gallery/en.json';
import contactAr from './contact/ar.json';
import contactEn from './contact/en.json';
import giftCardsAr from './gift-cards/ar.json';
import giftCardsEn from './gift-cards/en.json';
import packagesAr from './packages/ar.json';
import packagesEn from './packages/en.json';
import blogAr from './blog/ar.json';
import blogEn from './blog/en.json';
import legalAr from './legal/ar.json';
import legalEn from './legal/en.json';
import privacyAr from './privacy/ar.json';
import privacyEn from './privacy/en.json';
import consentAr from './consent/ar.json';
import consentEn from './consent/en.json';
import errorsAr from './errors/ar.json';
import errorsEn from './errors/en.json';

// The catalogs as written (not as compiled): what a translator edits. Every part and locale must be here.
type Written = Record<Locale, Record<string, unknown>>;
const parts: Record<'shell' | keyof typeof catalogs, Written> = {
  shell: { en, ar },
  home: { en: homeEn, ar: homeAr },
  booking: { en: bookingEn, ar: bookingAr },
  manage: { en: manageEn, ar: manageAr },
  services: { en: servicesEn, ar: servicesAr },
  about: { en: aboutEn, ar: aboutAr },
  gallery: { en: galleryEn, ar: galleryAr },
  contact: { en: contactEn, ar: contactAr },
  'gift-cards': { en: giftCardsEn, ar: giftCardsAr },
  packages: { en: packagesEn, ar: packagesAr },
  blog: { en: blogEn, ar: blogAr },
  legal: { en: legalEn, ar: legalAr },
  privacy: { en: privacyEn, ar: privacyAr },
  consent: { en: consentEn, ar: consentAr },
  errors: { en: errorsEn, ar: errorsAr },
};

/** A message's ICU placeholders ({name}) and numbered tags (<0>, </0>), which a translation must keep. */
function slots(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}|<\/?\d+>/g)].map((match) => match[0]).sort();
}

const cases = Object.entries(parts).flatMap(([part, written]) =>
  locales.map((locale) => ({ part, locale, messages: written[locale], english: written.en })),
);

describe('message catalogs', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it.each(cases)('$part $locale has every English key, and no other', ({ part, locale, messages, english }) => {
    const extra = Object.keys(messages).filter((key) => !(key in english));
    expect(extra, `keys ${part} ${locale} has that English has not`).toEqual([]);
    expect(Object.keys(english).filter((key) => !(key in messages)), `keys missing in ${part} ${locale}`).toEqual([]);
  });

  it.each(cases)('$part $locale: every message a text, with the English placeholders and tags', (entry) => {
    const { part, locale, messages, english } = entry;
    for (const [key, message] of Object.entries(messages)) {
      expect(typeof message === 'string' && message.trim() !== '', `${part} ${locale} ${key} is empty`).toBe(true);
      expect(slots(String(message)), `${part} ${locale} ${key}`).toEqual(slots(String(english[key])));
    }
  });

  it('no id is in two parts', () => {
    const ids = Object.values(parts).flatMap((written) => Object.keys(written.en));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('loads the Arabic catalog only when asked, and translates with it', async () => {
    expect(i18n.locale).toBe('en');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    expect(i18n._('header.bookNow')).toBe('Book Now');

    await loadLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(i18n._('header.bookNow')).toBe(ar['header.bookNow']);
    expect(i18n._('footer.copyright', { year: 2026, name: 'Spa' })).toBe('© 2026 Spa. جميع الحقوق محفوظة.');
    await loadMessages('home');
    expect(i18n._('home.vip.title')).toBe(homeAr['home.vip.title']);
  });

  it("adds a part's texts in the active language without re-rendering what is on the page", async () => {
    let changes = 0;
    const stop = i18n.on('change', () => (changes += 1));
    await loadMessages('home');
    stop();
    expect(i18n._('home.vip.title')).toBe('Treat Yourself Like a VIP');
    expect(changes).toBe(0);
  });
});
