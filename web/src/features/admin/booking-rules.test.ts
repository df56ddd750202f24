import { describe, expect, it } from 'vitest';

/**
 * The server is the one source of the booking rules: every booking the dashboard reads carries the statuses it
 * may be set to now and whether it may be moved (`actions`), and the dashboard shows exactly those. A copy of the
 * rules in the admin app drifts from the server's (it did: one copy let a confirmed booking be completed before
 * its start), so no source file under features/admin may declare a status transition: a switch or condition
 * on one status that gives another, or a map from a status to another.
 */

const statuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
const anyStatus = statuses.join('|');

/** The code without its comments (a comment may describe the rules; only code can copy them). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * The status literals of a line that are not the subject of a comparison or a case label, nor a question to the
 * server's actions (`allows(booking.actions, 'completed')`).
 */
function givenStatuses(text: string): string[] {
  const line = text.replace(/\ballows\([^)]*\)/g, '');
  const found: string[] = [];
  const literal = new RegExp(`(===?|!==?|case)?\\s*['"](${anyStatus})['"]`, 'g');
  for (const match of line.matchAll(literal)) {
    if (match[1] === undefined && match[2] !== undefined) found.push(match[2]);
  }
  return found;
}

/** Where source declares a status transition: 'line n: …' for each. */
export function statusTransitions(source: string): string[] {
  const lines = withoutComments(source).split('\n');
  const found: string[] = [];
  const report = (n: number, why: string) => found.push(`line ${String(n + 1)}: ${why}: ${(lines[n] ?? '').trim()}`);
  let inCase: string | null = null;
  lines.forEach((line, n) => {
    // A switch: the body of `case 'pending':` gives another status.
    const label = new RegExp(`case\\s+['"](${anyStatus})['"]\\s*:`).exec(line);
    if (label?.[1]) inCase = label[1];
    else if (/\bcase\b|\bdefault\s*:|^\s*}\s*$/.test(line)) inCase = null;
    const given = givenStatuses(line);
    if (inCase !== null && given.some((s) => s !== inCase)) report(n, `case '${inCase}' gives another status`);
    // A condition: `status === 'pending'` on this line or the one before gives another status.
    const compared = [line, lines[n - 1] ?? ''].flatMap((l) => [...l.matchAll(new RegExp(`[!=]==?\\s*['"](${anyStatus})['"]`, 'g'))].map((m) => m[1]));
    const other = given.find((s) => compared.some((c) => c !== undefined && c !== s));
    if (compared.length > 0 && other !== undefined) report(n, `a condition on a status gives '${other}'`);
    // A map: `pending: 'confirmed'`, `confirmed: ['completed', …]`.
    for (const m of line.matchAll(new RegExp(`(?:^|[{,\\s])['"]?(${anyStatus})['"]?\\s*:\\s*([^,}]*)`, 'g'))) {
      const key = m[1];
      const value = m[2] ?? '';
      const target = givenStatuses(value).find((s) => s !== key);
      if (target !== undefined) report(n, `'${String(key)}' maps to '${target}'`);
    }
  });
  return found;
}

describe('booking status rules in the admin app', () => {
  it('finds a transition written as a switch, a condition or a map', () => {
    expect(statusTransitions(`switch (status) {\n  case 'pending':\n    return { action: 'Confirm', next: 'confirmed' };\n  default:\n    return null;\n}`)).toHaveLength(1);
    expect(statusTransitions(`if (status === 'pending') actions.push({ status: 'confirmed', label: 'Confirm' });`)).toHaveLength(1);
    expect(statusTransitions(`const closable = booking.status === 'confirmed' && started;\nif (closable) out.push({ status: 'no_show' });`)).toHaveLength(1);
    expect(statusTransitions(`const next = { pending: 'confirmed', confirmed: 'completed' };`)).toHaveLength(2);
    expect(statusTransitions(`const moves = {\n  confirmed: ['completed', 'cancelled'],\n};`)).toHaveLength(1);
  });

  it('leaves alone a badge per status, a label per action, a comparison and comments', () => {
    const fine = [
      `switch (name) {\n  case 'confirmed':\n    return { label, tone: 'green' };\n  case 'completed':\n    return { label, tone: 'blue' };\n}`,
      `const actionLabels = { confirmed: 'Confirm', completed: 'Complete', cancelled: 'Cancel', no_show: 'No-show' };`,
      `export const isHolding = (status) => status === 'pending' || status === 'confirmed';`,
      `// pending → confirmed (Confirm) → completed\n/* case 'pending': return 'confirmed' */`,
      `export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;`,
      `const asksReason = (status) => status === 'cancelled' || status === 'no_show';`,
      `{booking.status === 'confirmed' && !allows(booking.actions, 'completed') ? <p>Complete once started</p> : null}`,
    ];
    for (const source of fine) expect(statusTransitions(source), source).toEqual([]);
  });

  it('no source file under features/admin declares a booking status transition', () => {
    const files = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(files).length).toBeGreaterThan(50);
    const found = Object.entries(files).flatMap(([path, source]) => statusTransitions(source).map((where) => `${path} ${where}`));
    expect(found).toEqual([]);
  });
});
