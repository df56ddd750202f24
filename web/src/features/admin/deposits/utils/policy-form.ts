import { formatFils, parseFils } from '@/lib/fils';
import { formatPrice } from '@/lib/format';
import { z } from '@/lib/zod';

import type { DepositPolicy } from '../api/deposit-policies';

/** The server's limits (deposit.go): a fixed deposit or a fee at most 100,000.00 AED, the window at most two weeks. */
export const policyLimits = { moneyMaxFils: 10_000_000, freeCancelHoursMax: 336 } as const;

/** The form's values, as typed. */
export interface PolicyFormValues {
  kind: DepositPolicy['kind'];
  amount: string;
  percent: string;
  freeCancelHours: string;
  lateCancelFee: string;
  noShowFee: string;
  confirmOnPayment: boolean;
}

export const policyFields = ['kind', 'amount', 'percent', 'freeCancelHours', 'lateCancelFee', 'noShowFee', 'confirmOnPayment'] as const;

/** What the form shows of a policy: an amount or a percentage only for its kind, a fee of 0 as blank. */
export function policyFormValues(policy: DepositPolicy): PolicyFormValues {
  const blankIfZero = (money: string) => (parseFils(money) === 0 ? '' : money);
  return {
    kind: policy.kind,
    amount: policy.kind === 'fixed' ? policy.amount : '',
    percent: policy.kind === 'percent' ? String(policy.percent) : '',
    freeCancelHours: String(policy.freeCancelHours),
    lateCancelFee: blankIfZero(policy.lateCancelFee),
    noShowFee: blankIfZero(policy.noShowFee),
    confirmOnPayment: policy.confirmOnPayment,
  };
}

const messages = {
  amount: 'A fixed deposit must be more than 0 and at most 100000.00 AED.',
  percent: 'A deposit percentage must be a whole number from 1 to 100.',
  freeCancelHours: 'The free-cancellation window must be from 0 to 336 hours.',
  fee: 'A fee must be from 0 to 100000.00 AED.',
};

const wholeNumber = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The form's rules, the server's (DepositPolicy.Validate) in its words: a fixed deposit above 0 and at most
 * 100,000.00 AED, a percentage a whole 1 to 100, the window 0 to 336 whole hours, each fee 0 (blank) to
 * 100,000.00 AED; money read as integer fils, never a float. The payload carries only what the kind takes
 * (an amount for fixed, a percentage for percent), as the server asks, for the service `serviceId`.
 */
export function policyFormSchema(serviceId: number) {
  const fee = (text: string) => {
    const fils = parseFils(text);
    return fils !== null && fils <= policyLimits.moneyMaxFils;
  };
  return z
    .object({
      kind: z.enum(['none', 'fixed', 'percent']),
      amount: z.string(),
      percent: z.string(),
      freeCancelHours: z.string().refine((text) => {
        const hours = text.trim() === '' ? 0 : wholeNumber(text);
        return hours !== null && hours <= policyLimits.freeCancelHoursMax;
      }, messages.freeCancelHours),
      lateCancelFee: z.string().refine(fee, messages.fee),
      noShowFee: z.string().refine(fee, messages.fee),
      confirmOnPayment: z.boolean(),
    })
    .superRefine((values, context) => {
      if (values.kind === 'fixed') {
        const amount = values.amount.trim() === '' ? null : parseFils(values.amount);
        if (amount === null || amount <= 0 || amount > policyLimits.moneyMaxFils) context.addIssue({ code: 'custom', path: ['amount'], message: messages.amount });
      }
      if (values.kind === 'percent') {
        const percent = wholeNumber(values.percent);
        if (percent === null || percent < 1 || percent > 100) context.addIssue({ code: 'custom', path: ['percent'], message: messages.percent });
      }
    })
    .transform(
      (values): DepositPolicy => ({
        serviceId,
        kind: values.kind,
        amount: values.kind === 'fixed' ? formatFils(parseFils(values.amount) ?? 0) : '0.00',
        percent: values.kind === 'percent' ? (wholeNumber(values.percent) ?? 0) : 0,
        freeCancelHours: wholeNumber(values.freeCancelHours) ?? 0,
        lateCancelFee: formatFils(parseFils(values.lateCancelFee) ?? 0),
        noShowFee: formatFils(parseFils(values.noShowFee) ?? 0),
        confirmOnPayment: values.confirmOnPayment,
      }),
    );
}

/**
 * A policy in one line, as the list shows it: "Deposit AED 50.00 · free cancellation until 24 hours before ·
 * late-cancellation fee AED 75.00 · no-show fee AED 100.00 · confirmed once paid", or "No deposit".
 */
export function policySummary(policy: DepositPolicy): string {
  if (policy.kind === 'none') return 'No deposit';
  const parts = [policy.kind === 'fixed' ? `Deposit ${formatPrice(policy.amount, 'en')}` : `Deposit ${String(policy.percent)}% of the price`];
  const hours = policy.freeCancelHours;
  parts.push(hours === 0 ? 'no free cancellation once paid' : `free cancellation until ${String(hours)} ${hours === 1 ? 'hour' : 'hours'} before`);
  if (parseFils(policy.lateCancelFee) !== 0) parts.push(`late-cancellation fee ${formatPrice(policy.lateCancelFee, 'en')}`);
  if (parseFils(policy.noShowFee) !== 0) parts.push(`no-show fee ${formatPrice(policy.noShowFee, 'en')}`);
  parts.push(policy.confirmOnPayment ? 'confirmed once paid' : 'confirmed by the spa');
  return parts.join(' · ');
}
