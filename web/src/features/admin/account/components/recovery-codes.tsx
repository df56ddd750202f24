import { Button } from '@/components/ui/button';

/** The recovery codes, shown this once: each signs in once in place of a code, when the phone is lost. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: readonly string[]; onDone: () => void; doneLabel: string }) {
  return (
    <div className="space-y-4">
      <h3 className="text-xl font-semibold">Recovery codes</h3>
      <p>
        Your code is on. Write these recovery codes down and keep them safe: each signs you in once in place of a code, if you lose
        your phone. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
