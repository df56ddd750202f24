/** The id of a field's error message, for aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * The accessibility attributes of a form control (used with <FormField>): its id, aria-invalid while it
 * has an error, and aria-describedby pointing at the error so screen readers read it with the field.
 */
export function fieldControlProps(id: string, error: string | undefined) {
  return error
    ? { id, 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) }
    : { id, 'aria-invalid': false as const };
}
