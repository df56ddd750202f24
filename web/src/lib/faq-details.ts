import type { Business } from '@/config/business';

/**
 * The spa's details a stored FAQ answer may name as a placeholder, {{phone}}, with what each becomes. The answers
 * keep the placeholders (the demo ones too, internal/seed/reviews.json), and the home page fills them when it shows
 * them, from the same details as the rest of the page: a changed phone, hotel or week reaches the answers at once.
 */
export const faqPlaceholders = [
  { name: 'phone', says: 'the phone number', value: (b: Business) => b.phone },
  { name: 'hotel', says: 'the hotel', value: (b: Business) => b.hotel },
  { name: 'hours', says: "the opening hours, as 'every day from 9:00 AM to 10:00 PM'", value: (b: Business) => b.hours.everyDayFrom },
] as const satisfies readonly { name: string; says: string; value: (b: Business) => string }[];

const pattern = /\{\{([a-z]+)\}\}/g;

/** The answer with each known placeholder replaced by the spa's detail; anything else in braces stays as written. */
export function fillFaqDetails(text: string, business: Business): string {
  return text.replace(pattern, (match, name: string) => {
    const detail = faqPlaceholders.find((p) => p.name === name);
    return detail ? detail.value(business) : match;
  });
}
