/**
 * Exact money for the income forms' previews: amounts as integer fils (1/100 AED), read from and
 * written back to the decimal text the API and the inputs use. No float ever holds an amount: the
 * digits are read as integers, and integers up to 2^53 add up exactly (an invoice's amounts are at
 * most 1,000,000 AED each, 10^8 fils).
 *
 * The real figures are the server's (income.go); these only show what it will store.
 */

import { formatFils, parseFils } from '@/lib/fils';

export { formatFils, parseFils };

/** The most an invoice's amount may be (dayspa.MaxIncomeAmount): 1,000,000.00 AED. */
export const maxAmountFils = 100_000_000;

/** An amount as typed, in the API's form ("12.5" -> "12.50", '' -> "0.00"), or null when it is not one. */
export function normalizeAmount(text: string): string | null {
  const fils = parseFils(text);
  return fils === null ? null : formatFils(fils);
}

/** The sum of amounts as typed, as text with two decimals; null when any of them is not an amount. */
export function sumAmounts(...texts: string[]): string | null {
  let total = 0;
  for (const text of texts) {
    const fils = parseFils(text);
    if (fils === null) return null;
    total += fils;
  }
  return formatFils(total);
}

/** The edit form's read-only tips: cash tips + card tips. */
export function tipsTotal(tipsCash: string, tipsCard: string): string | null {
  return sumAmounts(tipsCash, tipsCard);
}

/** The add form's total: service cash + service card + spa tip share + expenses; tips VAT is not part of it. */
export function invoiceTotal(parts: { cash: string; card: string; spaTipShare: string; expenses: string }): string | null {
  return sumAmounts(parts.cash, parts.card, parts.spaTipShare, parts.expenses);
}

/** Whether an amount the API sent ("-40.00") is below zero: read from its text, never through a float. */
export function isNegativeAmount(text: string): boolean {
  return /^-\s*\d*\.?\d*[1-9]/.test(text.trim());
}

/** Card with its markup: card × 1.4, exact in fils (×14 ÷ 10, rounded half up to the fils). */
export function cardWithMarkup(card: string): string | null {
  const fils = parseFils(card);
  if (fils === null) return null;
  return formatFils(Math.floor((fils * 14 + 5) / 10));
}

/**
 * The suggested commission: `percent` (40 by default) of the service revenue (cash + card),
 * rounded to the fils half up, as the server's SuggestedCommission. Null when an amount is not one.
 */
export function suggestedCommission(cash: string, card: string, percent: string): string | null {
  const revenue = parseFils(cash);
  const cardFils = parseFils(card);
  const hundredths = parseFils(percent);
  if (revenue === null || cardFils === null || hundredths === null) return null;
  // fils × hundredths of a percent ÷ 10,000, in integers (at most 2·10^8 × 10^4: exact).
  return formatFils(Math.floor(((revenue + cardFils) * hundredths + 5_000) / 10_000));
}
