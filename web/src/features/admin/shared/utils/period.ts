import { apiFieldErrors } from '@/lib/api-errors';

/** A period of whole days, both YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

export type PeriodErrors = Partial<Record<keyof Period, string>>;

/**
 * The messages of a read the server refused for its period (a day missing, the last before the first, too long),
 * told at the period's fields; null when the read was not refused for its period, any other failure being the panel's.
 */
export function periodRefusal(read: { isError: boolean; error: unknown }): PeriodErrors | null {
  if (!read.isError) return null;
  const { from, to } = apiFieldErrors(read.error);
  if (from === undefined && to === undefined) return null;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
