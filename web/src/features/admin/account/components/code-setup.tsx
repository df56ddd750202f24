import { KeyRound, LoaderCircle } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { useConfirmCode, useStartCode, type CodeKey } from '../api/sign-in-code';
import { refusal } from '../utils/refusal';
import { RecoveryCodes } from './recovery-codes';

/**
 * Setting up a one-time sign-in code: Show my key makes a new secret, shown as text to type into an
 * authenticator app and as an otpauth link to open it; the app's first code turns it on; then the recovery
 * codes, shown this once, and `onDone` (Continue).
 */
export function CodeSetup({ onDone, doneLabel = 'Continue' }: { onDone: () => void; doneLabel?: string }) {
  const start = useStartCode();
  const [key, setKey] = useState<CodeKey>();
  const [recovery, setRecovery] = useState<string[]>();

  if (recovery) return <RecoveryCodes codes={recovery} onDone={onDone} doneLabel={doneLabel} />;
  if (!key) {
    return (
      <div className="space-y-4">
        <p>Sign-ins need a 6-digit code from an authenticator app on your phone, as well as your password.</p>
        {start.error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {refusal(start.error, 'code') ?? 'Could not start. Please try again.'}
          </p>
        ) : null}
        <Button
          type="button"
          disabled={start.isPending}
          aria-busy={start.isPending || undefined}
          onClick={() => {
            start.mutate(undefined, { onSuccess: setKey });
          }}
        >
          {start.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
          Show my key
        </Button>
      </div>
    );
  }
  return <ConfirmCode codeKey={key} onConfirmed={setRecovery} />;
}

/** The key to add to the app, and the field for its first code. */
function ConfirmCode({ codeKey, onConfirmed }: { codeKey: CodeKey; onConfirmed: (recovery: string[]) => void }) {
  const id = useId();
  const codeId = `${id}-code`;
  const confirm = useConfirmCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    if (code.trim() === '') {
      setError('Please enter the code from your authenticator app.');
      document.getElementById(codeId)?.focus();
      return;
    }
    try {
      onConfirmed(await confirm.mutateAsync(code));
    } catch (failure) {
      setError(refusal(failure, 'code') ?? 'Could not turn the code on. Please try again.');
      document.getElementById(codeId)?.focus();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p>Add this key to your authenticator app, then enter the code it shows.</p>
      <div>
        <p className="text-sm font-semibold text-forest-800">Key</p>
        <p className="font-mono text-lg break-all" data-testid="code-secret">
          {codeKey.secret}
        </p>
        <a href={codeKey.otpauthUrl} className="text-sm font-semibold text-forest-800 underline underline-offset-4">
          Open in authenticator app
        </a>
      </div>
      <FormField id={codeId} label="Code" error={error}>
        <Input
          {...fieldControlProps(codeId, error)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
        />
      </FormField>
      <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
        {confirm.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
        Turn on code
      </Button>
    </form>
  );
}
