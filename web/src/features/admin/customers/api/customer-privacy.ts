import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import type { AdminMe } from '../../shared/api/get-admin-me';

/** What forgetting a customer did. */
export type CustomerForgetResult = ApiSchema<'ForgetResult'>;

/** `GET /api/admin/customers/{id}/export`: everything the spa holds about the customer, as a JSON file. */
export const customerExportHref = (id: number) => `${adminKeys.customers[0]}/${id}/export`;

/**
 * Forgetting erases a person everywhere and cannot be undone: the server gives its `privacy` permission to owners
 * and managers only, and the page offers it to whoever holds it.
 */
export const mayForgetCustomers = (me: AdminMe | undefined) => me?.permissions.includes('privacy') ?? false;

function parseForgetResult(data: unknown): CustomerForgetResult {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const { cancelledBookings, keptInvoices } = record;
  if (typeof cancelledBookings !== 'number' || typeof keptInvoices !== 'number') {
    throw new Error('POST /api/admin/customers/{id}/forget: unexpected answer');
  }
  return { cancelledBookings, keptInvoices };
}

export function useForgetCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      parseForgetResult(await apiSend('POST', `${adminKeys.customers[0]}/${id}/forget`, { reason })),
    onSuccess: () => {
      // The customer's name and details are gone from the lists, and their future bookings are cancelled.
      void client.invalidateQueries({ queryKey: adminKeys.customers });
      void client.invalidateQueries({ queryKey: adminKeys.bookings });
    },
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The toast's account of what forgetting did. */
export function forgetSummary(result: CustomerForgetResult): string {
  const cancelled = `${plural(result.cancelledBookings, 'future booking', 'future bookings')} cancelled (the guest is e-mailed)`;
  const kept = `${plural(result.keptInvoices, 'invoice', 'invoices')} kept until five years old, as the law requires`;
  return `${cancelled}; ${kept}.`;
}
