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

/** A piece of a filled answer: its own text, or a detail of the spa that stood there as a placeholder. */
export type FaqAnswerPart = string | { detail: (typeof faqPlaceholders)[number]['name']; value: string };

/**
 * The answer cut at its known placeholders, each replaced by the spa's detail, so a page can mark the details up
 * (an Arabic page keeps the phone number left to right); anything else in braces stays in the text as written.
 */
export function faqAnswerParts(text: string, business: Business): FaqAnswerPart[] {
  const parts: FaqAnswerPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const detail = faqPlaceholders.find((p) => p.name === match[1]);
    if (!detail) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ detail: detail.name, value: detail.value(business) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The answer with each known placeholder replaced by the spa's detail; anything else in braces stays as written. */
export function fillFaqDetails(text: string, business: Business): string {
  return faqAnswerParts(text, business)
    .map((part) => (typeof part === 'string' ? part : part.value))
    .join('');
}
