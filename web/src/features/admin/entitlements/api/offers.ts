import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { asRecord, oneOf, readAmount, readFields, readFlag, readList, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/**
 * The packages and memberships the spa sells online (the API's offers): the owner writes them here and marks them
 * online for the public Packages page. What was already bought keeps what it was sold with; a change applies to
 * later purchases only.
 */
export type Offer = ApiSchema<'Offer'>;
export type OfferInput = ApiSchema<'OfferInput'>;
export type OfferKind = Offer['kind'];

export const offerKinds: readonly OfferKind[] = ['package', 'membership'];

const nullableNumber: FieldReader<number | null> = (record, key, what) =>
  record[key] === null || record[key] === undefined ? null : readNumber(record, key, what);

const offerReaders = {
  id: readNumber,
  kind: oneOf(offerKinds),
  name: readString,
  nameAr: readString,
  serviceId: nullableNumber,
  category: readString,
  sessions: readNumber,
  price: readAmount,
  validMonths: readNumber,
  discountPercent: readAmount,
  online: readFlag,
  createdAt: readString,
  updatedAt: readString,
};

export function parseOffer(data: unknown, what: string): Offer {
  return readFields(data, what, offerReaders);
}

export async function getOffers({ signal }: { signal?: AbortSignal } = {}): Promise<Offer[]> {
  const what = 'GET /api/admin/offers';
  return readList(asRecord(await apiGet(adminKeys.offers[0], signal ? { signal } : {}), what).offers, what, offerReaders);
}

/** Every offer, newest first; read again after each change. */
export function useAdminOffers() {
  return useQuery({ queryKey: [...adminKeys.offers, 'list'] as const, queryFn: ({ signal }) => getOffers({ signal }), staleTime: 0, retry: false });
}

/** `POST /api/admin/offers`: 201 with the offer written. */
export async function addOffer(input: OfferInput): Promise<Offer> {
  return parseOffer(await apiSend('POST', adminKeys.offers[0], input), 'POST /api/admin/offers');
}

/** `PUT /api/admin/offers/{id}`: the offer as it is now. */
export async function updateOffer({ id, input }: { id: number; input: OfferInput }): Promise<Offer> {
  return parseOffer(await apiSend('PUT', `${adminKeys.offers[0]}/${encodeURIComponent(String(id))}`, input), 'PUT /api/admin/offers/{id}');
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.offers });
}

export function useAddOffer() {
  const refresh = useRefresh();
  return useMutation({ mutationKey: adminMutationKeys.addOffer, mutationFn: addOffer, onSuccess: refresh });
}

export function useUpdateOffer() {
  const refresh = useRefresh();
  return useMutation({ mutationKey: adminMutationKeys.updateOffer, mutationFn: updateOffer, onSuccess: refresh });
}
