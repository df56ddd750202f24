import { Pencil, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useAdminServices, type AdminService } from '../../shared/api/get-admin-services';
import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { DataTable, type Column } from '../../shared/components/data-table';
import { QueryError } from '../../shared/components/query-error';
import { useDeleteDepositPolicy, useDepositPolicies, type DepositPolicy } from '../api/deposit-policies';
import { policySummary } from '../utils/policy-form';
import { PolicyFormDialog } from './policy-form-dialog';

/** A service of the list with the policy it comes under: its own, or the default's (own: false). */
interface ServiceRow {
  service: AdminService;
  policy: DepositPolicy;
  own: boolean;
}

/** Which dialog is open: none, the editor of a policy (with its title), or the question before a service's own is removed. */
type Dialog = { mode: 'closed' } | { mode: 'edit'; title: string; policy: DepositPolicy } | { mode: 'remove'; row: ServiceRow };

const columns = (open: (dialog: Dialog) => void): Column<ServiceRow>[] => [
  { id: 'service', header: 'Service', primary: true, className: 'font-semibold text-forest-800', cell: (r) => r.service.name, sortValue: (r) => r.service.name },
  {
    id: 'policy',
    header: 'Policy',
    cell: (r) => (r.own ? policySummary(r.policy) : <span className="text-muted">The policy for every service</span>),
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (r) => (
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          variant="outline"
          data-edit-policy={r.service.id}
          aria-label={`${r.own ? 'Edit the policy of' : 'Give a policy of its own to'} ${r.service.name}`}
          onClick={() => { open({ mode: 'edit', title: `Policy of ${r.service.name}`, policy: r.own ? r.policy : { ...r.policy, serviceId: r.service.id } }); }}
        >
          <Pencil aria-hidden="true" />
          {r.own ? 'Edit' : 'Set its own'}
        </Button>
        {r.own ? (
          <Button size="sm" variant="outline" aria-label={`Use the policy for every service for ${r.service.name}`} onClick={() => { open({ mode: 'remove', row: r }); }}>
            <Undo2 aria-hidden="true" />
            Use the default
          </Button>
        ) : null}
      </div>
    ),
  },
];

/**
 * The Deposits & fees place: the policy for every service (what a booking asks before it is made, when a
 * cancellation is free, the late-cancellation and no-show fees, and whether a paid booking is confirmed at once),
 * and each service under it or under its own. What is set here is what the booking page shows the guest.
 */
export function DepositsPlace() {
  const id = useId();
  const policies = useDepositPolicies();
  const services = useAdminServices();
  const remove = useDeleteDepositPolicy();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const close = () => { setDialog({ mode: 'closed' }); };

  if (policies.isError) return <QueryError what="the deposit policies" onRetry={() => void policies.refetch()} />;
  if (!policies.data) return <Spinner label="Loading the deposit policies" />;
  const { default: fallback, services: own, paymentsConfigured } = policies.data;
  const ownOf = new Map(own.map((p) => [p.serviceId, p]));
  const rows: ServiceRow[] = (services.data ?? [])
    .filter((s) => s.isActive || ownOf.has(s.id))
    .map((service) => {
      const policy = ownOf.get(service.id);
      return policy ? { service, policy, own: true } : { service, policy: fallback, own: false };
    });

  return (
    <div className="space-y-6">
      {paymentsConfigured ? null : (
        <p role="note" className="max-w-3xl rounded-xl border border-gold-700/40 bg-sand-100 p-4 text-ink">
          Online payments are not set up, so no deposit is asked yet: these policies are kept and apply once the Stripe keys are set.
        </p>
      )}
      <section aria-labelledby={`${id}-default`} className="space-y-3 rounded-2xl border border-sand-300 bg-sand-50 p-5 shadow-xs">
        <h3 id={`${id}-default`} className="text-lg font-semibold text-forest-800">
          For every service
        </h3>
        <p data-testid="default-policy" className="text-ink">
          {policySummary(fallback)}
        </p>
        <Button variant="outline" data-edit-policy={0} onClick={() => { setDialog({ mode: 'edit', title: 'Policy for every service', policy: fallback }); }}>
          <Pencil aria-hidden="true" />
          Edit the policy for every service
        </Button>
      </section>
      <DataTable
        caption="Services and their policies"
        captionVisible
        rows={rows}
        columns={columns(setDialog)}
        rowKey={(r) => r.service.id}
        rowData={(r) => ({ 'data-service-id': r.service.id })}
        loading={services.isPending}
        loadingLabel="Loading the services"
        error={services.isError ? { what: 'the services', onRetry: () => void services.refetch() } : null}
        empty="No services yet."
      />
      {dialog.mode === 'edit' ? <PolicyFormDialog title={dialog.title} policy={dialog.policy} onClose={close} /> : null}
      {dialog.mode === 'remove' ? (
        <ConfirmDeleteDialog
          title="Use the policy for every service?"
          question={`${dialog.row.service.name} will come under the policy for every service. Bookings already made keep their terms.`}
          confirmLabel="Use the default"
          pending={remove.isPending}
          onDelete={(done) => { remove.mutate(dialog.row.service.id, done); }}
          deleted={{ title: 'Policy removed', description: `${dialog.row.service.name} now comes under the policy for every service.` }}
          failed="Could not remove the policy"
          onClose={close}
          focusAfterDelete={() => {
            document.querySelector<HTMLElement>(`[data-edit-policy="${String(dialog.row.service.id)}"]`)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
