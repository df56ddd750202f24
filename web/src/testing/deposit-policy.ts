import type { ApiSchema } from '@/lib/api-types';

type DepositPolicy = ApiSchema<'DepositPolicy'>;

/**
 * A deposit policy as the API writes it: none for every service (serviceId 0), no window, no fees, confirmed by
 * the spa; `change` sets what a test is about.
 */
export function depositPolicy(change: Partial<DepositPolicy> = {}): Required<DepositPolicy> {
  return {
    serviceId: 0,
    kind: 'none',
    amount: '0.00',
    percent: 0,
    freeCancelHours: 0,
    lateCancelFee: '0.00',
    noShowFee: '0.00',
    confirmOnPayment: false,
    ...change,
  };
}
