import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** What may be bought online as a gift card, and the form's limits (docs/openapi.yaml, GiftCardOptions). */
export type GiftCardOptions = ApiSchema<'GiftCardOptions'>;
/** A treatment offered as a gift card, at its price today. */
export type GiftCardService = ApiSchema<'GiftCardService'>;

export const giftCardOptionsPath = '/api/gift-cards/options';
export const giftCardOptionsQueryKey = [giftCardOptionsPath] as const;

/** An amount as the API writes money: '500.00', '500'. */
const isMoney = (value: unknown): value is string => typeof value === 'string' && /^\d{1,13}(\.\d{1,2})?$/.test(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function invalid(field: string): never {
  throw new Error(`GET ${giftCardOptionsPath}: no valid ${field}`);
}

function parseService(item: unknown, index: number): GiftCardService {
  if (typeof item !== 'object' || item === null) return invalid(`services[${String(index)}]`);
  const s = item as Record<string, unknown>;
  if (typeof s.id !== 'number') return invalid(`services[${String(index)}].id`);
  if (typeof s.name !== 'string') return invalid(`services[${String(index)}].name`);
  if (!isMoney(s.price)) return invalid(`services[${String(index)}].price`);
  return {
    id: s.id,
    name: s.name,
    nameAr: typeof s.nameAr === 'string' ? s.nameAr : '',
    price: s.price,
    duration: isCount(s.duration) ? s.duration : 0,
  };
}

/** Checks the answer's shape, so a broken answer shows the page's error state instead of a broken form. */
export function parseGiftCardOptions(data: unknown): GiftCardOptions {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return invalid('object');
  const o = data as Record<string, unknown>;
  if (typeof o.available !== 'boolean') return invalid('available');
  if (!Array.isArray(o.amounts) || !o.amounts.every(isMoney)) return invalid('amounts');
  if (!isMoney(o.minAmount)) return invalid('minAmount');
  if (!isMoney(o.maxAmount)) return invalid('maxAmount');
  if (!Array.isArray(o.services)) return invalid('services');
  if (!isCount(o.expiryMonths) || o.expiryMonths < 1) return invalid('expiryMonths');
  if (!isCount(o.maxDeliveryDays)) return invalid('maxDeliveryDays');
  if (!isCount(o.maxMessage) || o.maxMessage < 1) return invalid('maxMessage');
  return {
    available: o.available,
    amounts: o.amounts,
    minAmount: o.minAmount,
    maxAmount: o.maxAmount,
    services: o.services.map(parseService),
    expiryMonths: o.expiryMonths,
    maxDeliveryDays: o.maxDeliveryDays,
    maxMessage: o.maxMessage,
  };
}

export async function getGiftCardOptions({ signal }: { signal?: AbortSignal } = {}): Promise<GiftCardOptions> {
  return parseGiftCardOptions(await apiGet(giftCardOptionsPath, signal ? { signal } : {}));
}

export function getGiftCardOptionsQueryOptions() {
  return queryOptions({
    queryKey: giftCardOptionsQueryKey,
    queryFn: ({ signal }) => getGiftCardOptions({ signal }),
  });
}

/** The gift card options (whether they can be bought online now, the amounts, the treatments, the limits). */
export function useGiftCardOptions() {
  return useQuery(getGiftCardOptionsQueryOptions());
}
