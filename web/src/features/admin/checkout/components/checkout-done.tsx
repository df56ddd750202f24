import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';

import type { TaxDocument } from '../../shared/api/tax-document';
import { DocumentActions } from '../../shared/components/document-actions';

/** The sale done: the invoice's number and total, and what the desk does with it (print, PDF, e-mail). */
export function CheckoutDone({ invoice, onClose }: { invoice: TaxDocument; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl bg-sand-200 p-4">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-forest-700" />
        <div>
          <h3 ref={heading} tabIndex={-1} className="font-display text-2xl text-forest-800 outline-none">
            Sale complete: {invoice.number}
          </h3>
          <p className="text-sm">
            {invoice.title} for {invoice.customerName}, AED {invoice.total}
          </p>
        </div>
      </div>
      <DocumentActions doc={invoice} />
      <div className="flex justify-end">
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
