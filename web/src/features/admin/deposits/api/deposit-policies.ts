import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { asRecord, oneOf, readAmount, readFields, readFlag, readList, readNumber } from '../../shared/utils/parse';

/** A deposit and cancellation policy as the API writes it: serviceId 0 is the default for every service. */
export type DepositPolicy = Required<ApiSchema<'DepositPolicy'>>;

export const depositKinds = ['none', 'fixed', 'percent'] as const satisfies readonly DepositPolicy['kind'][];

/** `GET /api/admin/deposit-policies`: the default, the services' own, and whether deposits are taken at all. */
export interface DepositPolicies {
  default: DepositPolicy;
  services: DepositPolicy[];
  /** Without the Stripe settings the policies are kept but no deposit is asked. */
  paymentsConfigured: boolean;
}

const path = '/api/admin/deposit-policies';
const key = [path] as const;

const policyFields = {
  serviceId: readNumber,
  kind: oneOf(depositKinds),
  amount: readAmount,
  percent: readNumber,
  freeCancelHours: readNumber,
  lateCancelFee: readAmount,
  noShowFee: readAmount,
  confirmOnPayment: readFlag,
};

export const parseDepositPolicy = (value: unknown, what = path): DepositPolicy => readFields(value, what, policyFields);

export function parseDepositPolicies(data: unknown): DepositPolicies {
  const record = asRecord(data, path);
  return {
    default: parseDepositPolicy(record.default),
    services: readList(record.services, path, policyFields),
    paymentsConfigured: record.paymentsConfigured === true,
  };
}

export function useDepositPolicies() {
  return useQuery({ queryKey: key, queryFn: async ({ signal }) => parseDepositPolicies(await apiGet(path, { signal })), retry: false });
}

/** Sets a service's own policy, or the default (serviceId 0). */
export function useSetDepositPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (policy: DepositPolicy) => parseDepositPolicy(await apiSend('PUT', path, policy)),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Removes a service's own policy: the default applies to it again. */
export function useDeleteDepositPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (serviceId: number) => {
      await apiSend('DELETE', `${path}/${String(serviceId)}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
