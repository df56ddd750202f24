import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { fieldOf, type Errors } from '../utils/form-errors';

/**
 * An amount the desk types (AED, or a percentage): a labelled decimal field named `name` in the form's messages,
 * showing its message when the server or the preview gave one.
 */
export function AmountField({
  prefix,
  errors,
  name,
  label,
  value,
  onChange,
}: {
  prefix: string;
  errors: Errors;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const field = fieldOf(prefix, errors, name);
  return (
    <FormField id={field.id} label={label} error={field.error}>
      <Input
        {...field.control}
        inputMode="decimal"
        value={value}
        className="tabular-nums"
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </FormField>
  );
}
