import { Eye, EyeOff, LoaderCircle, LockKeyhole } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { emailProblem, isPasswordGiven, useAdminLogin } from '../api/login';

/**
 * The staff login: the e-mail of the person's account, her password with a show/hide toggle, and Access
 * Dashboard. An empty password is refused here ('Password Required'), a missing or malformed e-mail under
 * its field; the server's refusal shows as 'Login Failed'.
 */
export function AdminLoginForm() {
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const login = useAdminLogin();
  const navigate = useNavigate();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const problem = emailProblem(email);
    setEmailError(problem);
    if (!isPasswordGiven(password)) {
      toast({ title: 'Password Required', description: 'Please enter the admin password.', variant: 'destructive' });
      document.getElementById(problem ? emailId : passwordId)?.focus();
      return;
    }
    if (problem) {
      document.getElementById(emailId)?.focus();
      return;
    }
    try {
      await login.mutateAsync({ email, password });
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: apiErrorMessage(error) ?? 'Invalid password. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' });
    void navigate(paths.admin.dashboard.getHref(), { replace: true });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <FormField id={emailId} label="E-mail" error={emailError}>
        <Input
          {...fieldControlProps(emailId, emailError)}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </FormField>
      <div className="space-y-2">
        <label htmlFor={passwordId} className="block text-sm font-semibold text-forest-800">
          Password
        </label>
        <div className="relative">
          <Input
            id={passwordId}
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
            className="pr-14"
          />
          <button
            type="button"
            aria-label="Show password"
            aria-pressed={visible}
            aria-controls={passwordId}
            onClick={() => {
              setVisible((shown) => !shown);
            }}
            className="absolute top-1/2 right-1 grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted transition-colors hover:bg-sand-200 hover:text-forest-800"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending} aria-busy={login.isPending || undefined}>
        {login.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-spin-slow" />
        ) : (
          <LockKeyhole aria-hidden="true" />
        )}
        Access Dashboard
      </Button>
    </form>
  );
}
