import type { ApiSchema } from '@/lib/api-types';

import { asArray, asRecord, type FieldReader } from './parse';

/**
 * What the dashboard may do with a booking now, as the server says with every booking (`actions`): the statuses
 * it may be set to, in the server's order, and whether it may be moved. The app offers exactly these and holds
 * no rule of its own about which status may follow which.
 */
export type BookingActions = ApiSchema<'BookingActions'>;
export type StatusAction = BookingActions['statuses'][number];

/** The button that sets each status. */
export const actionLabels: Record<StatusAction, string> = {
  confirmed: 'Confirm',
  completed: 'Complete',
  cancelled: 'Cancel booking',
  no_show: 'Mark no-show',
};

/** A cancellation and a no-show take the manager's reason (the server refuses them without). */
export const asksReason = (status: StatusAction): boolean => status === 'cancelled' || status === 'no_show';

/** Whether the server allows setting `status` now. */
export const allows = (actions: BookingActions, status: StatusAction): boolean => actions.statuses.includes(status);

const knownActions: readonly StatusAction[] = ['confirmed', 'completed', 'cancelled', 'no_show'];

/** Reads a booking's `actions` from an answer; a status the app does not know is left out rather than offered. */
export const readActions: FieldReader<BookingActions> = (record, key, what) => {
  const value = asRecord(record[key], `${what}: ${key}`);
  const statuses = asArray(value.statuses, `${what}: ${key}.statuses`).filter((s): s is StatusAction =>
    (knownActions as readonly unknown[]).includes(s),
  );
  return { statuses, move: value.move === true };
};
