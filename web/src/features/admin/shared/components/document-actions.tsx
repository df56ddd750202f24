import { Download, FileCode, LoaderCircle, Mail, Printer } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { buttonLook } from '@/components/ui/button-look';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { useEmailDocument } from '../api/email-document';
import { documentLinks, hasUbl, type TaxDocument } from '../api/tax-document';

const linkLook = buttonLook({ variant: 'outline', size: 'sm' });

/**
 * What the desk does with an issued document: print the 80 mm receipt (a new tab that prints itself), download
 * the A4 PDF, export the UBL e-invoice (a buyer with a TRN only) and e-mail it to the guest (through the outbox).
 */
export function DocumentActions({ doc }: { doc: Pick<TaxDocument, 'id' | 'number' | 'buyer'> }) {
  const links = documentLinks(doc.id);
  const email = useEmailDocument();
  const send = () => {
    email.mutate(doc.id, {
      onSuccess: () => {
        toast({ title: 'E-mail Queued', description: `${doc.number} goes to the guest's e-mail shortly.` });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return; // the lost-session policy takes over
        toast({ title: 'E-mail Not Sent', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      },
    });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <a className={linkLook} href={links.receipt} target="_blank" rel="noopener">
        <Printer aria-hidden="true" />
        Print receipt <span className="sr-only">(opens in a new tab)</span>
      </a>
      <a className={linkLook} href={links.pdf} download>
        <Download aria-hidden="true" />
        Download PDF
      </a>
      {hasUbl(doc) ? (
        <a className={linkLook} href={links.ubl} download>
          <FileCode aria-hidden="true" />
          UBL e-invoice
        </a>
      ) : null}
      <Button size="sm" variant="outline" onClick={send} disabled={email.isPending} aria-busy={email.isPending || undefined}>
        {email.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
        E-mail to guest
      </Button>
    </div>
  );
}
