import { useId, useState, type SubmitEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import type { StaffRole } from '../../shared/api/get-admin-me';
import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { useSaveStaffAccount, useTherapistChoices, type StaffAccount, type StaffAccountBody } from '../api/staff-accounts';
import { roleNames } from './role-names';

const fields = ['name', 'email', 'role', 'therapistId', 'password'] as const;
type Field = (typeof fields)[number];

/** What the dialog does: open an account, change one (name, e-mail, role, therapist link) or set its password. */
export type StaffEditing = { kind: 'add' } | { kind: 'edit'; account: StaffAccount } | { kind: 'password'; account: StaffAccount };

/**
 * The account form. The roles offered are those the person may give (a manager never owner, as the server
 * refuses); a therapist's account names her therapist record. The server's field messages show at the fields.
 */
export function StaffDialog({ editing, roles, onClose }: { editing: StaffEditing; roles: readonly StaffRole[]; onClose: () => void }) {
  const base = useId();
  const ids = Object.fromEntries(fields.map((f) => [f, `${base}-${f}`])) as Record<Field, string>;
  const { errors, showServer } = useFieldErrors(fields, ids);
  const save = useSaveStaffAccount();
  const account = editing.kind === 'add' ? null : editing.account;
  const [form, setForm] = useState({
    name: account?.name ?? '',
    email: account?.email ?? '',
    role: account?.role ?? roles[roles.length - 1] ?? 'reception',
    therapistId: account?.therapistId ?? null,
    password: '',
  });
  const therapists = useTherapistChoices();
  const set = (change: Partial<typeof form>) => {
    setForm({ ...form, ...change });
  };

  const body = (): StaffAccountBody => {
    if (editing.kind === 'password') return { password: form.password };
    const therapistId = form.role === 'therapist' ? form.therapistId : null;
    const details = { name: form.name, email: form.email, role: form.role, therapistId };
    return editing.kind === 'add' ? { ...details, password: form.password } : details;
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { id: account?.id ?? null, body: body() },
      {
        onSuccess: () => {
          const title = editing.kind === 'add' ? 'Account Added' : editing.kind === 'password' ? 'Password Changed' : 'Account Updated';
          toast({ title, description: `${form.name || (account?.name ?? '')} is saved.` });
          onClose();
        },
        onError: (error) => {
          if (isUnauthorizedError(error) || showServer(error)) return;
          toast({ title: 'Not Saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const title = editing.kind === 'add' ? 'Add Account' : editing.kind === 'password' ? `New password for ${editing.account.name}` : `Edit ${editing.account.name}`;
  const description =
    editing.kind === 'password' ? 'Every session of the account ends; the person signs in again with the new password.' : 'The e-mail is the login. A new role ends the person\u2019s sessions.';
  return (
    <FormDialog title={title} description={description} onClose={onClose}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        {editing.kind === 'password' ? null : (
          <>
            <FormField id={ids.name} label="Name" error={errors.name} className="space-y-1">
              <Input {...fieldControlProps(ids.name, errors.name)} autoComplete="off" value={form.name} onChange={(e) => { set({ name: e.target.value }); }} />
            </FormField>
            <FormField id={ids.email} label="E-mail" error={errors.email} className="space-y-1">
              <Input {...fieldControlProps(ids.email, errors.email)} type="email" autoComplete="off" value={form.email} onChange={(e) => { set({ email: e.target.value }); }} />
            </FormField>
            <FormField id={ids.role} label="Role" error={errors.role} className="space-y-1">
              <Select {...fieldControlProps(ids.role, errors.role)} value={form.role} onChange={(e) => { set({ role: roles.find((r) => r === e.target.value) ?? form.role }); }}>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {roleNames[role]}
                  </option>
                ))}
              </Select>
            </FormField>
            {form.role === 'therapist' ? (
              <FormField id={ids.therapistId} label="Therapist" error={errors.therapistId} className="space-y-1">
                <Select
                  {...fieldControlProps(ids.therapistId, errors.therapistId)}
                  value={form.therapistId === null ? '' : String(form.therapistId)}
                  onChange={(e) => { set({ therapistId: e.target.value === '' ? null : Number(e.target.value) }); }}
                >
                  <option value="">Choose a therapist</option>
                  {(therapists.data ?? []).map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            ) : null}
          </>
        )}
        {editing.kind === 'edit' ? null : (
          <FormField id={ids.password} label={editing.kind === 'add' ? 'Password' : 'New password'} error={errors.password} className="space-y-1">
            <Input {...fieldControlProps(ids.password, errors.password)} type="password" autoComplete="new-password" value={form.password} onChange={(e) => { set({ password: e.target.value }); }} />
          </FormField>
        )}
        <FormDialogActions pending={save.isPending}>{editing.kind === 'add' ? 'Add Account' : 'Save'}</FormDialogActions>
      </form>
    </FormDialog>
  );
}
