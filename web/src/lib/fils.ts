/**
 * Exact money for the dashboard's forms and the booking page's deposit: amounts as integer fils (1/100 AED), read
 * from and written back to the decimal text the API and the inputs use. No float ever holds an amount: the digits
 * are read as integers, and integers up to 2^53 add up exactly.
 */

/** A non-negative amount with at most two decimals: "350", "350.5", "350.50", ".5" is not one. */
const amountPattern = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * The fils of an amount as typed: '' (or spaces) counts as 0, as a blank amount does on the server;
 * anything but a non-negative amount with at most two decimals is null.
 */
export function parseFils(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const match = amountPattern.exec(trimmed);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const fils = whole * 100 + cents;
  return Number.isSafeInteger(fils) ? fils : null;
}

/** Fils as the API's text, with two decimals: 1250 -> "12.50", -4000 -> "-40.00". */
export function formatFils(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`not a whole number of fils: ${fils}`);
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
