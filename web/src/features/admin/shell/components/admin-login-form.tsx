import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, LoaderCircle, LockKeyhole } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { CodeSetup } from '../../account/components/code-setup';
import { adminKeys } from '../../shared/api/admin-keys';
import { emailProblem, isPasswordGiven, useAdminLogin } from '../api/login';

/**
 * The staff login: the e-mail of the person's account, her password with a show/hide toggle, and Access
 * Dashboard. An empty password is refused here ('Password Required'), a missing or malformed e-mail under
 * its field; the server's refusal shows as 'Login Failed'. A person with a sign-in code is then asked for it
 * (Code); one whose role must have a code and has none sets it up before the dashboard opens.
 */
export function AdminLoginForm() {
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const codeId = `${id}-code`;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [step, setStep] = useState<'password' | 'code' | 'setup'>('password');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const login = useAdminLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function enter() {
    // The status read before the code was set up said "not admin": read it afresh in the dashboard.
    queryClient.removeQueries({ queryKey: adminKeys.status, exact: true });
    toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' });
    void navigate(paths.admin.dashboard.getHref(), { replace: true });
  }

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
    const codeProblem = step === 'code' && code.trim() === '' ? 'Please enter the code from your authenticator app.' : undefined;
    setCodeError(codeProblem);
    if (codeProblem) {
      document.getElementById(codeId)?.focus();
      return;
    }
    let outcome;
    try {
      outcome = await login.mutateAsync({ email, password, ...(step === 'code' ? { code } : {}) });
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: apiErrorMessage(error) ?? 'Invalid password. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    if (outcome === 'needsCode') {
      setStep('code');
      requestAnimationFrame(() => document.getElementById(codeId)?.focus());
      return;
    }
    if (outcome === 'needsSetup') {
      setStep('setup');
      return;
    }
    enter();
  }

  if (step === 'setup') {
    return (
      <section aria-labelledby={`${id}-setup`} className="space-y-4">
        <h2 id={`${id}-setup`} className="text-2xl font-semibold">
          Set up your sign-in code
        </h2>
        <p className="text-muted">Your role signs in with a one-time code as well as the password.</p>
        <CodeSetup onDone={enter} doneLabel="Continue to the dashboard" />
      </section>
    );
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
      {step === 'code' ? (
        <FormField id={codeId} label="Code" error={codeError}>
          <Input
            {...fieldControlProps(codeId, codeError)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={codeError ? `${fieldErrorId(codeId)} ${codeId}-hint` : `${codeId}-hint`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
          <p id={`${codeId}-hint`} className="text-sm text-muted">
            The 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
        </FormField>
      ) : null}
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
