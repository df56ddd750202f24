import { describe, expect, it } from 'vitest';

import { giftCard, massagePackage } from '../testing/entitlement-fixtures';
import type { Entitlement } from '../api/entitlements';
import { adjustProblems, balanceText, changeText, issueProblems, quarterOf, standingOf, type IssueForm } from './entitlement-words';

const card = giftCard as Entitlement;
const pack = massagePackage as Entitlement;

describe('entitlement words', () => {
  it('writes a balance in AED for a gift card and in sessions otherwise', () => {
    expect(balanceText(card)).toBe('AED 500.00');
    expect(balanceText({ ...pack, balanceSessions: 1 })).toBe('1 session');
    expect(balanceText({ ...pack, balanceSessions: 3 })).toBe('3 sessions');
  });

  it('signs every change of the ledger', () => {
    expect(changeText({ amount: '-50.00', sessions: null })).toBe('−AED 50.00');
    expect(changeText({ amount: '1250.00', sessions: null })).toBe('+AED 1,250.00');
    expect(changeText({ amount: null, sessions: -1 })).toBe('−1 session');
    expect(changeText({ amount: null, sessions: 2 })).toBe('+2 sessions');
  });

  it('tells expired (even before the expiry is written) and used up apart from active', () => {
    expect(standingOf(card, '2027-11-28')).toBe('active');
    expect(standingOf(card, '2027-11-29')).toBe('expired');
    expect(standingOf({ ...card, status: 'expired' }, '2026-11-28')).toBe('expired');
    expect(standingOf(pack, '2026-11-28')).toBe('used_up');
    expect(standingOf({ ...card, balanceAmount: '0.00' }, '2026-11-28')).toBe('used_up');
  });

  it("takes the quarter holding the day as the figures' default period", () => {
    expect(quarterOf('2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterOf('2028-02-10')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(quarterOf('2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterOf('')).toEqual({ from: '', to: '' });
  });

  it('checks an adjustment as the server does: a signed change other than 0 in its unit, and a reason', () => {
    expect(adjustProblems('gift_card', '-50', 'Goodwill')).toEqual({});
    expect(adjustProblems('gift_card', '+12.50', 'Goodwill')).toEqual({});
    expect(adjustProblems('gift_card', '0', 'Goodwill')).toHaveProperty('amount');
    expect(adjustProblems('gift_card', '1.234', 'Goodwill')).toHaveProperty('amount');
    expect(adjustProblems('gift_card', '50001', 'Goodwill')).toHaveProperty('amount');
    expect(adjustProblems('package', '-2', 'Goodwill')).toEqual({});
    expect(adjustProblems('package', '1.5', 'Goodwill')).toHaveProperty('sessions');
    expect(adjustProblems('package', '101', 'Goodwill')).toHaveProperty('sessions');
    expect(adjustProblems('membership', '1', 'ok')).toEqual({ reason: 'Give a reason of 3 to 200 characters.' });
    expect(adjustProblems('membership', '1', 'x'.repeat(201))).toHaveProperty('reason');
  });

  it("asks the fields of the kind being issued", () => {
    const form: IssueForm = {
      kind: 'gift_card', holderName: 'Layla', holderEmail: 'layla@example.com', recipientName: '', recipientEmail: '',
      value: '500', price: '', sessions: '', discountPercent: '', covers: '', expiresOn: '', paidBy: 'card',
    };
    expect(issueProblems(form)).toEqual({});
    expect(issueProblems({ ...form, paidBy: '' })).toEqual({ paidBy: 'Choose cash or card.' });
    expect(Object.keys(issueProblems({ ...form, value: '0', holderEmail: 'layla' })).sort()).toEqual(['holderEmail', 'value']);
    expect(Object.keys(issueProblems({ ...form, kind: 'package' })).sort()).toEqual(['covers', 'price', 'sessions']);
    expect(issueProblems({ ...form, kind: 'package', price: '900', sessions: '5', covers: 'category:Massage Therapy' })).toEqual({});
    const member: IssueForm = { ...form, kind: 'membership', price: '400', sessions: '1', covers: 'category:Massage Therapy' };
    expect(issueProblems({ ...member, discountPercent: '15' })).toEqual({});
    expect(issueProblems({ ...member, discountPercent: '50.5' })).toEqual({ discountPercent: 'Enter a member discount from 0 to 50 percent.' });
    expect(issueProblems({ ...member, discountPercent: 'ten' })).toHaveProperty('discountPercent');
  });
});
