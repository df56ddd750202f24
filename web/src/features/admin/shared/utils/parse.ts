/** Small readers that check an API answer's shape, so a broken answer shows an error instead of a broken page. */

export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown, what: string): JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what}: expected an object`);
  return value as JsonRecord;
}

export function asArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what}: expected an array`);
  return value as unknown[];
}

export function readNumber(record: JsonRecord, key: string, what: string): number {
  const value = record[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${what}: ${key} is not a number`);
  return value;
}

export function readString(record: JsonRecord, key: string, what: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`${what}: ${key} is not a string`);
  return value;
}

/** An optional text: '' when missing or null. */
export function optionalString(record: JsonRecord, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value : '';
}

/** A decimal amount, kept as its text ("450.00"); numbers are turned into text, never rounded. */
export function readAmount(record: JsonRecord, key: string, what: string): string {
  const value = record[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`${what}: ${key} is not an amount`);
}

/** X-Total-Count, or `fallback` when the header is missing or not a count. */
export function totalCount(headers: Headers, fallback: number): number {
  const text = headers.get('X-Total-Count');
  return text !== null && /^\d+$/.test(text.trim()) ? Number(text.trim()) : fallback;
}

/** A text the server sends as null when there is none (an open end of a period). */
export function nullableString(record: JsonRecord, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' ? value : null;
}

/** One of the API's fixed choices: anything else is a broken answer. */
export function readChoice<T extends string>(record: JsonRecord, key: string, choices: readonly T[], what: string): T {
  const value = record[key];
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) throw new Error(`${what}: ${key} is not one of ${choices.join(', ')}`);
  return value as T;
}
