// Days as the spa counts them: its calendar is Asia/Dubai's, whatever the machine running the tests says.

/** Today in Dubai, as YYYY-MM-DD. */
export const dubaiToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** The day `days` after `date` (YYYY-MM-DD), counted on the calendar. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
