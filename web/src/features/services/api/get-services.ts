import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { Service } from '@/lib/api-types';

export const servicesQueryKey = ['/api/services'] as const;

/** An optional text: '' (for the Arabic fields, not translated) when missing or not text. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function invalid(index: number, field: string): never {
  throw new Error(`GET /api/services: service ${index} has no valid ${field}`);
}

type DepositPolicy = NonNullable<Service['depositPolicy']>;

const moneyText = (value: unknown): value is string => typeof value === 'string' && /^\d{1,13}(\.\d{1,2})?$/.test(value);

/**
 * A service's deposit policy, as the list carries it once online payments are set up; undefined when there is none
 * or it is not one (the booking page then shows no deposit, and the server still asks what its policy says).
 */
function depositPolicyOf(value: unknown): DepositPolicy | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const p = value as Record<string, unknown>;
  if (p.kind !== 'none' && p.kind !== 'fixed' && p.kind !== 'percent') return undefined;
  if (typeof p.serviceId !== 'number' || typeof p.percent !== 'number' || typeof p.freeCancelHours !== 'number') return undefined;
  if (!moneyText(p.amount) || !moneyText(p.lateCancelFee) || !moneyText(p.noShowFee)) return undefined;
  return {
    serviceId: p.serviceId,
    kind: p.kind,
    amount: p.amount,
    percent: p.percent,
    freeCancelHours: p.freeCancelHours,
    lateCancelFee: p.lateCancelFee,
    noShowFee: p.noShowFee,
    confirmOnPayment: p.confirmOnPayment === true,
  };
}

/** Checks the response's shape, so a broken answer shows the error state instead of a broken page. */
export function parseServices(data: unknown): Service[] {
  if (!Array.isArray(data)) throw new Error('GET /api/services: expected an array');
  return data.map((item: unknown, index): Service => {
    if (typeof item !== 'object' || item === null) return invalid(index, 'record');
    const r = item as Record<string, unknown>;
    if (typeof r.id !== 'number') return invalid(index, 'id');
    if (typeof r.name !== 'string') return invalid(index, 'name');
    if (typeof r.category !== 'string') return invalid(index, 'category');
    if (typeof r.duration !== 'number') return invalid(index, 'duration');
    if (typeof r.price !== 'string' && typeof r.price !== 'number') return invalid(index, 'price');
    const depositPolicy = depositPolicyOf(r.depositPolicy);
    return {
      ...(depositPolicy ? { depositPolicy } : {}),
      id: r.id,
      name: r.name,
      nameAr: text(r.nameAr),
      description: text(r.description),
      descriptionAr: text(r.descriptionAr),
      category: r.category,
      duration: r.duration,
      price: String(r.price),
      isActive: r.isActive === true,
    };
  });
}

export async function getServices({ signal }: { signal?: AbortSignal } = {}): Promise<Service[]> {
  return parseServices(await apiGet('/api/services', signal ? { signal } : {}));
}

export function getServicesQueryOptions() {
  return queryOptions({
    queryKey: servicesQueryKey,
    queryFn: ({ signal }) => getServices({ signal }),
  });
}

/** All services, in the order the API sends them. Shared by Services, Home and Booking. */
export function useServices() {
  return useQuery(getServicesQueryOptions());
}
