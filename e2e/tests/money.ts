/** Fils of an amount as the API writes it ("1234.50" -> 123450), read exactly, never through a float. */
export function fils(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

/** An amount of fils as the API writes it (123450 -> "1234.50"). */
export function amount(f: number): string {
  const sign = f < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(f) / 100);
  return `${sign}${String(whole)}.${String(Math.abs(f) % 100).padStart(2, '0')}`;
}

/** An amount as the pages and the dashboard show it in English: "AED 1,234.50". */
export const aed = (text: string) => `AED ${text.replace(/\B(?=(\d{3})+(?!\d))(?=\d*\.)/g, ',')}`;
