import { formatPrice } from '@/lib/format';

import { parseFils } from '@/lib/fils';
import type { Entitlement, EntitlementKind, LedgerEntry } from '../api/entitlements';

/*
 * The words of the Gift cards & packages place. The dashboard is English; the server's refusals come in its own
 * words (src/locales/errors) and are shown as they are.
 */

export const kindNames: Record<EntitlementKind, string> = { gift_card: 'Gift card', package: 'Package', membership: 'Membership' };

export const entryNames: Record<LedgerEntry['kind'], string> = {
  sale: 'Sale',
  redemption: 'Redemption',
  refund: 'Refund',
  expiry: 'Expiry',
  adjustment: 'Adjustment',
};

/** A number of sessions: "1 session", "3 sessions". */
export const sessionsText = (n: number) => `${String(n)} ${Math.abs(n) === 1 ? 'session' : 'sessions'}`;

/** What it holds now: "AED 450.00" for a gift card, "3 sessions" for a package or a membership. */
export function balanceText(e: Pick<Entitlement, 'balanceAmount' | 'balanceSessions'>): string {
  if (e.balanceAmount !== null) return formatPrice(e.balanceAmount, 'en');
  return sessionsText(e.balanceSessions ?? 0);
}

/** What it was sold with: "AED 500.00", or "5 sessions for AED 900.00". */
export function boughtText(e: Entitlement): string {
  if (e.value !== null) return formatPrice(e.value, 'en');
  return `${sessionsText(e.sessions ?? 0)} for ${formatPrice(e.price, 'en')}`;
}

/** An entry's change, signed: "+AED 500.00", "−AED 50.00", "+2 sessions", "−1 session". */
export function changeText(entry: Pick<LedgerEntry, 'amount' | 'sessions'>): string {
  if (entry.amount !== null) {
    const negative = entry.amount.trim().startsWith('-');
    return `${negative ? '−' : '+'}${formatPrice(entry.amount.trim().replace(/^-/, ''), 'en')}`;
  }
  const n = entry.sessions ?? 0;
  return `${n < 0 ? '−' : '+'}${sessionsText(Math.abs(n))}`;
}

/**
 * Whether it may still be used on the spa's day `today`: expired once its last day has passed (even before the
 * daily job writes the expiry), used up at a balance of 0, active otherwise.
 */
export type Standing = 'active' | 'expired' | 'used_up';

export function standingOf(e: Entitlement, today: string): Standing {
  if (e.status === 'expired' || (today !== '' && today > e.expiresOn)) return 'expired';
  const left = e.balanceAmount !== null ? parseFils(e.balanceAmount) : e.balanceSessions;
  return left === 0 ? 'used_up' : 'active';
}

export const standingNames: Record<Standing, string> = { active: 'Active', expired: 'Expired', used_up: 'Used up' };

/** The quarter holding the day (YYYY-MM-DD): its first and last days, as the VAT return's default period. */
export function quarterOf(day: string): { from: string; to: string } {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(day);
  if (!match) return { from: '', to: '' };
  const year = Number(match[1]);
  const first = Math.floor((Number(match[2]) - 1) / 3) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { from: `${String(year)}-${mm(first)}-01`, to: `${String(year)}-${mm(last)}-${String(lastDay)}` };
}

export const paidByNames: Record<'cash' | 'card', string> = { cash: 'Cash', card: 'Card' };

/** The server's limits (entitlement.go). */
/** The server's limits; a percentage is read like an amount, in hundredths (50% = 5000). */
export const limits = { reasonMin: 3, reasonMax: 200, sessionsMax: 100, giftCardMaxFils: 5_000_000, memberDiscountMax: 5000 } as const;

/**
 * An adjustment as typed, checked as the server checks it: a signed change other than 0 (an amount with at most
 * two decimals for a gift card, whole sessions otherwise) and a reason of 3 to 200 characters. The messages are
 * the server's, so the dialog reads the same whichever side refuses.
 */
export function adjustProblems(kind: EntitlementKind, change: string, reason: string): Partial<Record<'amount' | 'sessions' | 'reason', string>> {
  const problems: Partial<Record<'amount' | 'sessions' | 'reason', string>> = {};
  const text = change.trim().replace(/^\+/, '');
  const unsigned = text.replace(/^-/, '');
  if (kind === 'gift_card') {
    const fils = unsigned === '' ? null : parseFils(unsigned);
    if (fils === null || fils === 0 || fils > limits.giftCardMaxFils) problems.amount = adjustZero;
  } else if (!/^\d{1,3}$/.test(unsigned) || Number(unsigned) === 0 || Number(unsigned) > limits.sessionsMax) {
    problems.sessions = adjustZero;
  }
  // Characters as the server counts them (code points), not UTF-16 units.
  const length = Array.from(reason.trim()).length;
  if (length < limits.reasonMin || length > limits.reasonMax) problems.reason = 'Give a reason of 3 to 200 characters.';
  return problems;
}

const adjustZero = 'Enter a change other than 0: an amount for a gift card, sessions for a package or membership.';

/** The issue form as typed; `covers` is "service:12" or "category:Massage Therapy". */
export interface IssueForm {
  kind: EntitlementKind;
  holderName: string;
  holderEmail: string;
  recipientName: string;
  recipientEmail: string;
  value: string;
  price: string;
  sessions: string;
  /** A membership's member discount in percent, "" for none. */
  discountPercent: string;
  covers: string;
  expiresOn: string;
  /** How the buyer paid at the desk: "cash" or "card", "" until chosen. */
  paidBy: '' | 'cash' | 'card';
}

export type IssueField = keyof IssueForm;

/**
 * What the form can tell before asking: the fields its kind needs, filled in, amounts with at most two decimals and
 * sessions a whole number. The server checks the rest (names, e-mails, limits, the expiry) and says so per field.
 */
export function issueProblems(form: IssueForm): Partial<Record<IssueField, string>> {
  const problems: Partial<Record<IssueField, string>> = {};
  if (form.holderName.trim().length < 2) problems.holderName = 'Please enter a name (at least 2 characters).';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.holderEmail.trim())) problems.holderEmail = 'Please enter a valid e-mail address.';
  const positive = (text: string) => text.trim() !== '' && (parseFils(text) ?? 0) > 0;
  if (form.kind === 'gift_card') {
    const fils = parseFils(form.value);
    if (!positive(form.value) || fils === null || fils > limits.giftCardMaxFils) problems.value = 'Enter a value above 0 and up to 50000, with at most two decimals.';
  } else {
    if (!positive(form.price)) problems.price = 'Enter the price paid: above 0 and up to 1000000, with at most two decimals.';
    const n = form.sessions.trim();
    if (!/^\d{1,3}$/.test(n) || Number(n) < 1 || Number(n) > limits.sessionsMax) problems.sessions = 'Enter a number of sessions from 1 to 100.';
    if (form.covers === '') problems.covers = 'Choose either the service or the category the sessions are for.';
    const discount = form.discountPercent.trim();
    if (form.kind === 'membership' && discount !== '') {
      const basisPoints = parseFils(discount);
      if (basisPoints === null || basisPoints > limits.memberDiscountMax) problems.discountPercent = 'Enter a member discount from 0 to 50 percent.';
    }
  }
  if (form.paidBy === '') problems.paidBy = 'Choose cash or card.';
  return problems;
}
