import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** The packages and memberships on sale online, and whether they can be paid for now (docs/openapi.yaml, OffersOnSale). */
export type OffersOnSale = ApiSchema<'OffersOnSale'>;
/** One of them: a package (sessions valid some months) or a membership (credits each month, a member discount). */
export type OfferOnSale = ApiSchema<'OfferOnSale'>;
/** The treatment an offer's sessions are for, at its price today. */
export type OfferService = NonNullable<OfferOnSale['service']>;

export const offersPath = '/api/offers';
export const offersQueryKey = [offersPath] as const;

/** An amount as the API writes money: '500.00', '500'; a percentage alike ('10', '12.5'). */
const isDecimal = (value: unknown): value is string => typeof value === 'string' && /^\d{1,13}(\.\d{1,2})?$/.test(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function invalid(field: string): never {
  throw new Error(`GET ${offersPath}: no valid ${field}`);
}

function parseService(value: unknown, at: string): OfferService | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return invalid(at);
  const s = value as Record<string, unknown>;
  if (typeof s.id !== 'number') return invalid(`${at}.id`);
  if (typeof s.name !== 'string') return invalid(`${at}.name`);
  return {
    id: s.id,
    name: s.name,
    nameAr: typeof s.nameAr === 'string' ? s.nameAr : '',
    price: isDecimal(s.price) ? s.price : '0.00',
    duration: isCount(s.duration) ? s.duration : 0,
  };
}

function parseOffer(item: unknown, index: number): OfferOnSale {
  const at = `offers[${String(index)}]`;
  if (typeof item !== 'object' || item === null) return invalid(at);
  const o = item as Record<string, unknown>;
  if (typeof o.id !== 'number') return invalid(`${at}.id`);
  if (o.kind !== 'package' && o.kind !== 'membership') return invalid(`${at}.kind`);
  if (typeof o.name !== 'string') return invalid(`${at}.name`);
  if (!isCount(o.sessions) || o.sessions < 1) return invalid(`${at}.sessions`);
  if (!isDecimal(o.price)) return invalid(`${at}.price`);
  const service = parseService(o.service, `${at}.service`);
  const category = typeof o.category === 'string' ? o.category : '';
  if (service === null && category === '') return invalid(`${at}.service`);
  return {
    id: o.id,
    kind: o.kind,
    name: o.name,
    nameAr: typeof o.nameAr === 'string' ? o.nameAr : '',
    service,
    category,
    sessions: o.sessions,
    price: o.price,
    validMonths: isCount(o.validMonths) && o.validMonths > 0 ? o.validMonths : 1,
    discountPercent: isDecimal(o.discountPercent) ? o.discountPercent : '0',
  };
}

/** Checks the answer's shape, so a broken answer shows the page's error state instead of a broken list. */
export function parseOffersOnSale(data: unknown): OffersOnSale {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return invalid('object');
  const o = data as Record<string, unknown>;
  if (typeof o.available !== 'boolean') return invalid('available');
  if (!Array.isArray(o.offers)) return invalid('offers');
  return { available: o.available, offers: o.offers.map(parseOffer) };
}

export async function getOffers({ signal }: { signal?: AbortSignal } = {}): Promise<OffersOnSale> {
  return parseOffersOnSale(await apiGet(offersPath, signal ? { signal } : {}));
}

/** The offers on sale online (whether they can be bought now, each with what it covers and its price). */
export function useOffers() {
  return useQuery(queryOptions({ queryKey: offersQueryKey, queryFn: ({ signal }) => getOffers({ signal }) }));
}
