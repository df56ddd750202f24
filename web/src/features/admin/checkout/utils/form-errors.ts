import { fieldControlProps } from '@/components/ui/field-control-props';

/** The form's messages by its field names ("lines.0.unitPrice", "payments.card", "buyer.trn"). */
export type Errors = Readonly<Record<string, string>>;

/** A field's control id in the dialog, from its name. */
export const controlId = (prefix: string, name: string) => `${prefix}-${name.replace(/\./g, '-')}`;

/** What FormField and its control take for the field `name`: the id, the message, and the aria attributes. */
export function fieldOf(prefix: string, errors: Errors, name: string) {
  const id = controlId(prefix, name);
  const error = errors[name];
  return { id, error, control: fieldControlProps(id, error) };
}
