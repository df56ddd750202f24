import type { Buyer } from '../../shared/api/tax-document';
import { parseFils } from '@/lib/fils';
import type { CheckoutDraft, SaleService } from '../api/checkout-draft';
import type { CheckoutInput } from '../api/checkout-sale';

/** A line as the desk edits it: amounts as typed. */
export interface LineForm {
  /** Tells the lines apart while some are added and removed. */
  key: number;
  serviceId: number | null;
  description: string;
  unitPrice: string;
  quantity: string;
  /** Why the price is not the service's own. */
  priceReason: string;
  /** The service's own price; null for a free-text line, which has none. */
  listPrice: string | null;
}

/** Cash, card, or split between the two (an amount each). */
export type PaymentMode = 'cash' | 'card' | 'split';

export interface CheckoutForm {
  lines: LineForm[];
  /** An amount, a percentage, or a member's code (its membership's member discount, the server's reason). */
  discountKind: 'amount' | 'percent' | 'member';
  discount: string;
  discountReason: string;
  tipsCash: string;
  tipsCard: string;
  /** Shares other than the default 60/40, entered by the desk. */
  ownShares: boolean;
  therapistShare: string;
  spaShare: string;
  paymentMode: PaymentMode;
  cash: string;
  card: string;
  /** A gift card pays some or all of it: its code as the guest reads it out, and how much it pays. */
  giftCard: boolean;
  giftCardCode: string;
  giftCardAmount: string;
  /** A package or membership pays with sessions: its code, and how many sessions (each pays a covered treatment). */
  package: boolean;
  packageCode: string;
  packageSessions: string;
  /** The desk asked for a full tax invoice (the buyer's details). */
  fullInvoice: boolean;
  buyer: Buyer;
}

let nextKey = 1;
const newKey = () => nextKey++;

const lineOf = (line: { serviceId: number | null; description: string; unitPrice: string; quantity: number | string }, listPrice: string | null): LineForm => ({
  key: newKey(),
  serviceId: line.serviceId,
  description: line.description,
  unitPrice: line.unitPrice,
  quantity: String(line.quantity),
  priceReason: '',
  listPrice,
});

/**
 * The form of a draft: its lines at the services' prices, nothing paid, no tips, no discount; the session of the
 * package the guest booked with, if any.
 */
export function formFromDraft(draft: CheckoutDraft): CheckoutForm {
  const priceOf = (id: number | null) => draft.services.find((s) => s.id === id)?.price ?? null;
  return {
    lines: draft.lines.map((line) => lineOf(line, line.serviceId === null ? null : (priceOf(line.serviceId) ?? line.unitPrice))),
    discountKind: 'amount',
    discount: '',
    discountReason: '',
    tipsCash: '',
    tipsCard: '',
    ownShares: false,
    therapistShare: '',
    spaShare: '',
    paymentMode: 'cash',
    cash: '',
    card: '',
    giftCard: false,
    giftCardCode: '',
    giftCardAmount: '',
    // A guest who booked with a package's code: its session pays, unless the desk unticks it.
    package: draft.booking.sessionCode !== '',
    packageCode: draft.booking.sessionCode,
    packageSessions: '1',
    fullInvoice: false,
    buyer: { name: '', address: '', trn: '' },
  };
}

/** A line of another service, at its price. */
export const serviceLine = (service: SaleService): LineForm =>
  lineOf({ serviceId: service.id, description: service.name, unitPrice: service.price, quantity: 1 }, service.price);

/** A free-text line (an add-on, a product): the desk writes what it is and its price. */
export const freeLine = (): LineForm => lineOf({ serviceId: null, description: '', unitPrice: '', quantity: 1 }, null);

/** Whether a service's line is charged at another price than the service's, which the desk must explain. */
export function priceChanged(line: LineForm): boolean {
  if (line.listPrice === null) return false;
  return line.unitPrice.trim() !== '' && parseFils(line.unitPrice) !== parseFils(line.listPrice);
}

const blank = (text: string) => text.trim() === '';

/** The form's payment fields: the package's, the gift card's, then cash's and card's. */
type PaymentField = 'package' | 'giftCard' | 'cash' | 'card';

/**
 * The payments the form sends, in order, each with the field it was typed in. With a package or a gift card, a blank
 * cash or card amount is left out: they may pay it all.
 */
function paymentsOf(form: CheckoutForm, forPreview: boolean): { field: PaymentField; payment: CheckoutInput['payments'][number] }[] {
  const out: { field: PaymentField; payment: CheckoutInput['payments'][number] }[] = [];
  if (form.package) {
    out.push({ field: 'package', payment: { method: 'entitlement', code: form.packageCode.trim(), sessions: form.packageSessions.trim() } });
  }
  if (form.giftCard) {
    out.push({ field: 'giftCard', payment: { method: 'entitlement', code: form.giftCardCode.trim(), amount: form.giftCardAmount.trim() } });
  }
  const methods: ('cash' | 'card')[] = form.paymentMode === 'split' ? ['cash', 'card'] : [form.paymentMode];
  for (const method of methods) out.push({ field: method, payment: { method, amount: form[method].trim() } });
  const covered = form.giftCard || form.package;
  return out.filter(({ field, payment }) => {
    if ('sessions' in payment) return !(forPreview && (!wholeCode(payment.code) || blank(payment.sessions))); // still being typed
    if (forPreview && payment.method === 'entitlement' && !wholeCode(payment.code)) return false;
    return !((forPreview || (covered && (field === 'cash' || field === 'card'))) && blank(payment.amount));
  });
}

/** Whether a code as typed has all its 17 characters (16 and the check character), dashes and spaces aside. */
const wholeCode = (code: string) => code.replace(/[\s-]/g, '').length >= 17;

/**
 * What Checkout sends for the form, and which form line each sent line is. The preview leaves out what the desk
 * has not started yet (a new blank line, an empty payment, no tips), so that it prices what is there without
 * complaining of what is still to be typed; the sale itself sends everything, and the server names what is missing.
 */
export function checkoutInput(form: CheckoutForm, { forPreview, withBuyer }: { forPreview: boolean; withBuyer: boolean }): { input: CheckoutInput; lineIndex: number[] } {
  const lineIndex: number[] = [];
  const lines: CheckoutInput['lines'] = [];
  form.lines.forEach((line, index) => {
    if (forPreview && line.serviceId === null && blank(line.description) && blank(line.unitPrice)) return;
    lineIndex.push(index);
    lines.push({
      ...(line.serviceId === null ? {} : { serviceId: line.serviceId }),
      description: line.description.trim(),
      unitPrice: line.unitPrice.trim(),
      quantity: line.quantity.trim(),
      ...(priceChanged(line) ? { priceReason: line.priceReason.trim() } : {}),
    });
  });
  const input: CheckoutInput = { lines, payments: paymentsOf(form, forPreview).map((p) => p.payment) };
  if (!blank(form.discount)) {
    input.discount =
      form.discountKind === 'member'
        ? { memberCode: form.discount.trim() }
        : { [form.discountKind]: form.discount.trim(), reason: form.discountReason.trim() };
  }
  if (!blank(form.tipsCash) || !blank(form.tipsCard)) {
    input.tips = { cash: form.tipsCash.trim() || '0', card: form.tipsCard.trim() || '0' };
    if (form.ownShares) Object.assign(input.tips, { therapistShare: form.therapistShare.trim() || '0', spaShare: form.spaShare.trim() || '0' });
  }
  if (withBuyer) input.buyer = { name: form.buyer.name.trim(), address: form.buyer.address.trim(), trn: form.buyer.trn.trim() };
  return { input, lineIndex };
}

/**
 * The server's field names ("lines[0].unitPrice", "payments[1].amount", "payments[0].code", "discount.percent")
 * turned into the form's ("lines.2.unitPrice", "payments.card", "payments.giftCardCode", "payments.package",
 * "discount"), so that each
 * message shows at its field.
 */
export function formErrors(server: Readonly<Record<string, string>>, form: CheckoutForm, lineIndex: readonly number[]): Record<string, string> {
  const fields = paymentsOf(form, false).map((p) => p.field);
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(server)) {
    let name = field;
    const line = /^lines\[(\d+)\]\.(\w+)$/.exec(field);
    const payment = /^payments\[(\d+)\]\.(\w+)$/.exec(field);
    if (line) name = `lines.${String(lineIndex[Number(line[1])] ?? Number(line[1]))}.${line[2] ?? ''}`;
    else if (payment) {
      const paymentField = fields[Number(payment[1])] ?? 'cash';
      const code = payment[2] === 'code' && (paymentField === 'giftCard' || paymentField === 'package');
      name = code ? `payments.${paymentField}Code` : `payments.${paymentField}`;
    }
    else if (field === 'discount.amount' || field === 'discount.percent' || field === 'discount.memberCode') name = 'discount';
    out[name] ??= message;
  }
  return out;
}
