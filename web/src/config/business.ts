/**
 * The spa's public details: the one place the web app reads them from.
 * Phone, WhatsApp and e-mail are placeholders until the spa supplies its own.
 */
export const business = {
  name: 'Serenity Day Spa Dubai',
  shortName: 'Serenity Day Spa',
  tagline: 'Luxury day spa in Al Barsha 1, Dubai',
  hotel: 'The Sandstone Hotel',
  address: {
    street: 'The Sandstone Hotel, Sheikh Zayed Road',
    district: 'Al Barsha 1',
    city: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
  },
  /** Shown to people. */
  phoneDisplay: '+971 4 123 4567',
  /** For tel: links (E.164). */
  phoneE164: '+97141234567',
  /** Digits only, as wa.me wants them. */
  whatsappNumber: '971501234567',
  email: 'hello@serenitydayspa.ae',
  hours: {
    /** The footer's wording. */
    short: 'Mon-Sun 9:00 AM to 10:00 PM',
    /** The Contact page's wording. */
    long: 'Monday-Sunday 9:00 AM - 10:00 PM',
    /** Home page contact section wording. */
    everyDay: 'Every day 9:00 AM - 10:00 PM',
    opens: '09:00',
    closes: '22:00',
  },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    twitter: 'https://twitter.com/',
  },
  priceRange: 'AED 280-750',
} as const;

/** One line for footers and cards: "The Sandstone Hotel, Al Barsha 1, Dubai, UAE". */
export const addressLine = `${business.hotel}, ${business.address.district}, ${business.address.city}, UAE`;

/** A WhatsApp chat with the spa, optionally with pre-filled text. */
export function whatsappUrl(text?: string): string {
  const base = `https://wa.me/${business.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export const telUrl = `tel:${business.phoneE164}`;
export const mailtoUrl = `mailto:${business.email}`;
