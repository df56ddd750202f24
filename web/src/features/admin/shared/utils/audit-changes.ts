/** A value of a change as the log shows it: text as it is, anything else as JSON; "—" for none. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The change of an audit event, compact: one "field: before → after" per field that differs, in the order the
 * fields come (those of before first); a field only after is "field: → after" when it was created, and one only
 * before "field: before →" when deleted.
 */
export function auditChanges(before: unknown, after: unknown): string[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    .map((key) => `${key}: ${shown(was[key])} → ${shown(is[key])}`);
}
