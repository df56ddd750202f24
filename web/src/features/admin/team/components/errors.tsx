import { ApiError } from '@/lib/api-client';

/** A refused save's messages: the server's message and each field's, as a list the dialog announces. */
export function SaveErrors({ error }: { error: unknown }) {
  if (!error) return null;
  const messages =
    error instanceof ApiError
      ? [...new Set([...(error.serverMessage ? [error.serverMessage] : []), ...Object.entries(error.fieldErrors).map(([f, m]) => `${f}: ${m}`)])]
      : ['Please try again.'];
  return (
    <div role="alert" className="rounded-xl border border-danger/40 bg-[#fdf6f5] p-3 text-sm text-danger">
      <ul className="list-disc space-y-1 pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
