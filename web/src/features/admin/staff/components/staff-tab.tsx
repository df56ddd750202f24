import { KeyRound, Pencil, Plus, Power, UserRound } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { staffRoles, type Permission } from '../../shared/api/get-admin-me';
import { QueryError } from '../../shared/components/query-error';
import { useSaveStaffAccount, useStaffAccounts, useTherapistChoices, type StaffAccount } from '../api/staff-accounts';
import { roleNames } from './role-names';
import { StaffDialog, type StaffEditing } from './staff-dialog';
import { StaffProfileDialog } from './staff-profile-dialog';

/**
 * The Staff accounts place: every person's account (name, e-mail, role, active, linked therapist), added,
 * changed, given a new password, disabled or enabled through /api/admin/users, and each person's profile (their
 * sessions and the account's History). Only an owner may touch an owner's account, see its sessions or give the
 * owner role (the server refuses a manager all three); the page offers the same.
 */
export function StaffTab({ permissions }: { permissions: readonly Permission[] }) {
  const accounts = useStaffAccounts();
  const therapists = useTherapistChoices();
  const save = useSaveStaffAccount();
  const [editing, setEditing] = useState<StaffEditing | null>(null);
  const [profile, setProfile] = useState<StaffAccount | null>(null);
  const ownerAccounts = permissions.includes('owner_accounts');
  const roles = staffRoles.filter((role) => role !== 'owner' || ownerAccounts);
  const mayChange = (account: StaffAccount) => account.role !== 'owner' || ownerAccounts;
  const therapistName = (id: number | null) => (id === null ? '' : (therapists.data?.find((t) => t.id === id)?.name ?? `#${String(id)}`));

  const setActive = (account: StaffAccount, active: boolean) => {
    save.mutate(
      { id: account.id, body: { active } },
      {
        onSuccess: () => {
          toast({ title: active ? 'Account Enabled' : 'Account Disabled', description: `${account.name} ${active ? 'can sign in again' : 'can no longer sign in'}.` });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'Not Saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  if (accounts.isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Loading accounts…
      </p>
    );
  }
  if (accounts.isError) return <QueryError what="the accounts" onRetry={() => void accounts.refetch()} />;
  return (
    <div className="space-y-4">
      <Button
        onClick={() => {
          setEditing({ kind: 'add' });
        }}
      >
        <Plus aria-hidden="true" />
        Add Account
      </Button>
      <div className="overflow-x-auto rounded-xl border border-sand-300 bg-sand-50">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-sand-300">
            <tr>
              {['Name', 'E-mail', 'Role', 'Status', 'Therapist', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {accounts.data.map((account) => (
              <tr key={account.id} className="border-b border-sand-200 last:border-0">
                <th scope="row" className="px-3 py-2 font-medium">
                  {account.name}
                </th>
                <td className="px-3 py-2 break-all">{account.email}</td>
                <td className="px-3 py-2">{roleNames[account.role]}</td>
                <td className="px-3 py-2">{account.active ? 'Active' : 'Disabled'}</td>
                <td className="px-3 py-2">{therapistName(account.therapistId)}</td>
                <td className="px-3 py-2">
                  {mayChange(account) ? (
                    <div className="flex flex-wrap gap-1">
                      <Button variant="outline" size="sm" aria-label={`Profile of ${account.name}`} onClick={() => { setProfile(account); }}>
                        <UserRound aria-hidden="true" />
                        Profile
                      </Button>
                      <Button variant="outline" size="sm" aria-label={`Edit ${account.name}`} onClick={() => { setEditing({ kind: 'edit', account }); }}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                      <Button variant="outline" size="sm" aria-label={`New password for ${account.name}`} onClick={() => { setEditing({ kind: 'password', account }); }}>
                        <KeyRound aria-hidden="true" />
                        Password
                      </Button>
                      <Button variant="outline" size="sm" aria-label={`${account.active ? 'Disable' : 'Enable'} ${account.name}`} onClick={() => { setActive(account, !account.active); }}>
                        <Power aria-hidden="true" />
                        {account.active ? 'Disable' : 'Enable'}
                      </Button>
                    </div>
                  ) : (
                    <span className="text-muted">Only an owner can change it</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <StaffDialog
          editing={editing}
          roles={roles}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      {profile ? (
        <StaffProfileDialog
          account={profile}
          onClose={() => {
            setProfile(null);
          }}
        />
      ) : null}
    </div>
  );
}
