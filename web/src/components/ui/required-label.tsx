import type { ReactNode } from 'react';

/** A visible asterisk on required labels (the controls carry aria-required where ARIA allows it). */
function Required() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-danger">
      *
    </span>
  );
}

/** The label of a required field: its words and the asterisk. */
export function RequiredLabel({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id}>
      {children}
      <Required />
    </span>
  );
}
