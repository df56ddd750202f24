import { useEffect, useRef, useState } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

import { useForgetPerson, type ForgetResult, type PersonDataSource } from '../api/person-data';

/**
 * What forgetting did, in words: only the parts that happened. It takes the focus as it appears: the button that
 * opened the dialog is gone with the data.
 */
export function ForgetDone({ result }: { result: ForgetResult }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="space-y-2 rounded-2xl border border-forest-700 bg-sand-50 p-4 text-forest-900 outline-none">
      <p className="font-semibold">{t('privacy.forget.done')}</p>
      {result.cancelledBookings > 0 ? <p>{t('privacy.forget.cancelled', { count: result.cancelledBookings })}</p> : null}
      {result.keptInvoices > 0 ? <p>{t('privacy.forget.kept', { count: result.keptInvoices })}</p> : null}
    </div>
  );
}

/**
 * "Forget me": a confirmation that says what will happen (future bookings cancelled with an e-mail each, invoices
 * kept the five years the law requires, no way back), then the server's answer in words in the button's place.
 */
export function ForgetMe({ source, onForgotten }: { source: PersonDataSource; onForgotten?: (result: ForgetResult) => void }) {
  const t = useT();
  const forget = useForgetPerson(source);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  // A page that shows the data replaces it with the result itself (onForgotten); elsewhere it takes the button's place.
  if (forget.data && !onForgotten) return <ForgetDone result={forget.data} />;

  const confirm = () => {
    setFailed(false);
    forget.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        onForgotten?.(result);
      },
      onError: () => {
        setFailed(true);
      },
    });
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!forget.isPending) setOpen(next);
        if (next) setFailed(false);
      }}
    >
      <Button variant="outline" className="border-danger text-danger" onClick={() => { setOpen(true); }}>
        {t('privacy.forget.open')}
      </Button>
      {/* Mounted only while open: the content remembers the control that had the focus when it mounted. */}
      {open ? (
        <AlertDialogContent>
          <AlertDialogTitle>{t('privacy.forget.title')}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">
              <p>{t('privacy.forget.future')}</p>
              <p>{t('privacy.forget.invoices')}</p>
              <p className="font-semibold">{t('privacy.forget.rest')}</p>
            </div>
          </AlertDialogDescription>
          {failed ? (
            <p role="alert" className="mt-4 font-medium text-danger">
              {t('privacy.forget.failed')}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={forget.isPending}>{t('privacy.forget.keep')}</AlertDialogCancel>
            <AlertDialogConfirm disabled={forget.isPending} aria-busy={forget.isPending} onClick={confirm}>
              {forget.isPending ? t('privacy.forget.working') : t('privacy.forget.confirm')}
            </AlertDialogConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
