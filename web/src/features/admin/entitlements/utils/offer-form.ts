import { parseFils } from '@/lib/fils';
import { formatPrice } from '@/lib/format';

import type { Offer, OfferInput, OfferKind } from '../api/offers';
import { kindNames, sessionsText } from './entitlement-words';

/** The offer dialog as typed; `covers` is "service:12" or "category:Massage Therapy", as the issue dialog's. */
export interface OfferForm {
  kind: OfferKind;
  name: string;
  nameAr: string;
  covers: string;
  sessions: string;
  price: string;
  /** A package's months; a membership's is always 1. */
  validMonths: string;
  /** A membership's member discount in percent, "" for none. */
  discountPercent: string;
  online: boolean;
}

export type OfferField = Exclude<keyof OfferForm, 'online'>;

/** The fields in the dialog's order: the first refused one takes the focus. */
export const offerFieldOrder = ['kind', 'name', 'nameAr', 'covers', 'sessions', 'price', 'validMonths', 'discountPercent'] as const satisfies readonly OfferField[];

export const blankOffer: OfferForm = {
  kind: 'package',
  name: '',
  nameAr: '',
  covers: '',
  sessions: '',
  price: '',
  validMonths: '12',
  discountPercent: '',
  online: true,
};

/** An amount without the zeros the server writes after it: "1500.00" -> "1500", "12.50" -> "12.5". */
const typed = (amount: string) => amount.replace(/\.0+$/, '').replace(/(\.\d*[1-9])0+$/, '$1');

/** An offer as the dialog edits it. */
export function offerFormOf(offer: Offer): OfferForm {
  const discount = typed(offer.discountPercent);
  return {
    kind: offer.kind,
    name: offer.name,
    nameAr: offer.nameAr,
    covers: offer.serviceId !== null ? `service:${String(offer.serviceId)}` : `category:${offer.category}`,
    sessions: String(offer.sessions),
    price: typed(offer.price),
    validMonths: String(offer.validMonths),
    discountPercent: discount === '0' ? '' : discount,
    online: offer.online,
  };
}

/** The server's limits (OfferInput). */
export const offerLimits = { nameMax: 80, sessionsMax: 100, priceMaxFils: 1_000_000, monthsMax: 36, discountMaxBasisPoints: 5000 } as const;

/**
 * What the dialog can tell before asking, in the server's words: a name of 2 to 80 characters, what it covers, whole
 * sessions from 1 to 100, a price above 0 and at most AED 10,000 (a simplified tax invoice's limit), a package's months
 * from 1 to 36 and a membership's discount from 0 to 50 %. The server checks them again and says so per field.
 */
export function offerProblems(form: OfferForm): Partial<Record<OfferField, string>> {
  const problems: Partial<Record<OfferField, string>> = {};
  const name = Array.from(form.name.trim()).length;
  if (name < 2 || name > offerLimits.nameMax) problems.name = 'Enter a name of 2 to 80 characters.';
  if (Array.from(form.nameAr.trim()).length > offerLimits.nameMax) problems.nameAr = 'The Arabic name must be at most 80 characters.';
  if (form.covers === '') problems.covers = 'Choose either the service or the category the sessions are for.';
  const sessions = form.sessions.trim();
  if (!/^\d{1,3}$/.test(sessions) || Number(sessions) < 1 || Number(sessions) > offerLimits.sessionsMax) problems.sessions = 'Enter a number of sessions from 1 to 100.';
  const price = form.price.trim() === '' ? null : parseFils(form.price.trim());
  if (price === null || price <= 0 || price > offerLimits.priceMaxFils) problems.price = 'Enter the price: above 0 and up to 10000, with at most two decimals.';
  if (form.kind === 'package') {
    const months = form.validMonths.trim();
    if (!/^\d{1,2}$/.test(months) || Number(months) < 1 || Number(months) > offerLimits.monthsMax) problems.validMonths = 'Enter how many months it is valid: 1 to 36.';
  } else if (form.discountPercent.trim() !== '') {
    const basisPoints = parseFils(form.discountPercent.trim());
    if (basisPoints === null || basisPoints > offerLimits.discountMaxBasisPoints) problems.discountPercent = 'Enter a member discount from 0 to 50 percent.';
  }
  return problems;
}

/** The dialog as the API takes it: only its kind's fields, the Arabic name and the discount left out when blank. */
export function offerInputOf(form: OfferForm): OfferInput {
  const input: OfferInput = { kind: form.kind, name: form.name.trim(), sessions: form.sessions.trim(), price: form.price.trim(), online: form.online };
  if (form.nameAr.trim() !== '') input.nameAr = form.nameAr.trim();
  if (form.covers.startsWith('service:')) input.serviceId = Number(form.covers.slice('service:'.length));
  else if (form.covers.startsWith('category:')) input.category = form.covers.slice('category:'.length);
  if (form.kind === 'package') input.validMonths = form.validMonths.trim();
  else if (form.discountPercent.trim() !== '') input.discountPercent = form.discountPercent.trim();
  return input;
}

/** The server's name of a field for the dialog's: the service and the category are one choice there. */
export function offerFieldOf(field: string): OfferField | null {
  const at = field === 'serviceId' || field === 'category' ? 'covers' : field;
  return (offerFieldOrder as readonly string[]).includes(at) ? (at as OfferField) : null;
}

/** What an offer covers, for the list: "5 sessions of Hot Stone Massage", "1 session a month of any Massage Therapy". */
export function offerCoversText(offer: Offer, serviceName: (id: number) => string | undefined): string {
  const what = offer.serviceId !== null ? (serviceName(offer.serviceId) ?? `service #${String(offer.serviceId)}`) : `any ${offer.category}`;
  return offer.kind === 'package' ? `${sessionsText(offer.sessions)} of ${what}` : `${sessionsText(offer.sessions)} a month of ${what}`;
}

/** An offer's price and terms, for the list: "AED 1,500.00, valid 6 months", "AED 900.00 a month, 10% member discount". */
export function offerPriceText(offer: Offer): string {
  const price = formatPrice(offer.price, 'en');
  if (offer.kind === 'package') return `${price}, valid ${String(offer.validMonths)} ${offer.validMonths === 1 ? 'month' : 'months'}`;
  const discount = typed(offer.discountPercent);
  return discount === '0' ? `${price} a month` : `${price} a month, ${discount}% member discount`;
}

export const offerKindName = (kind: OfferKind) => kindNames[kind];
