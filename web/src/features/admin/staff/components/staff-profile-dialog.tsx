import { SessionsSection } from '../../shared/components/sessions-section';
import { FormDialog } from '../../shared/components/form-dialog';
import { RecordHistory } from '../../shared/components/record-history';
import type { StaffAccount } from '../api/staff-accounts';
import { roleNames } from './role-names';

/**
 * A person's profile in Staff accounts: the browsers signed in as them (any can be ended) and the History of
 * the account (its changes from the audit log, for the roles that may read it).
 */
export function StaffProfileDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  return (
    <FormDialog title={account.name} description={`${roleNames[account.role]} · ${account.email}`} onClose={onClose} className="max-w-2xl">
      <SessionsSection of={{ kind: 'user', userId: account.id }} />
      <RecordHistory entity="users" entityId={account.id} />
    </FormDialog>
  );
}
