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

/** A reader of one of the API's fixed choices: anything else is a broken answer. */
export function oneOf<T extends string>(choices: readonly T[]): FieldReader<T> {
  return (record, key, what) => {
    const value = record[key];
    if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) throw new Error(`${what}: ${key} is not one of ${choices.join(', ')}`);
    return value as T;
  };
}

/** Reads one field of an answer, throwing when it cannot. */
export type FieldReader<T> = (record: JsonRecord, key: string, what: string) => T;

/** A flag: true only when the field is true (missing is false). */
export const readFlag: FieldReader<boolean> = (record, key) => record[key] === true;

type Read<Readers extends Record<string, FieldReader<unknown>>> = { [K in keyof Readers]: ReturnType<Readers[K]> };

/**
 * An object of an answer, each field read by its reader: `readFields(data, what, { id: readNumber,
 * name: readString })`. The parse function's return type (the API's type) checks that the readers give
 * every field it has, with its type.
 */
export function readFields<Readers extends Record<string, FieldReader<unknown>>>(value: unknown, what: string, readers: Readers): Read<Readers> {
  const record = asRecord(value, what);
  const out: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(readers)) out[key] = read(record, key, what);
  return out as Read<Readers>;
}

/** A list of such objects. */
export function readList<Readers extends Record<string, FieldReader<unknown>>>(value: unknown, what: string, readers: Readers): Read<Readers>[] {
  return asArray(value, what).map((item) => readFields(item, what, readers));
}
