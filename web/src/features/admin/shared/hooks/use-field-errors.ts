import { useState } from 'react';

import { showServerFieldErrors } from '@/lib/api-errors';

type Errors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The messages under a form's fields (for forms kept in plain state rather than react-hook-form): `show`
 * puts the form's own findings under the fields and focuses the first in the form's order;
 * `showServer` does the same with a refused request's field messages (others left out) and returns
 * whether any was placed, so the caller tells any other failure another way (a toast). `ids` are the
 * fields' control ids.
 */
export function useFieldErrors<Field extends string>(fields: readonly Field[], ids: Record<Field, string>) {
  const [errors, setErrors] = useState<Errors<Field>>({});

  const show = (found: Errors<Field>) => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const showServer = (error: unknown): boolean => {
    const placed: Errors<Field> = {};
    const any = showServerFieldErrors(
      error,
      fields,
      (field, { message }) => {
        placed[field] = message;
      },
      { focus: false },
    );
    if (any) show(placed);
    return any;
  };

  return { errors, show, showServer };
}
