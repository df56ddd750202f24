import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

import { useMessagePreview } from '../api/outbox';

/**
 * One message as its recipient receives it, so that without a mail server the manager still sees exactly what
 * guests would get: the HTML part rendered as a mail app shows it, then the plain-text part. The HTML is the
 * server's rendering, shown in an iframe sandboxed with no permission at all (sandbox=""): no script runs in it,
 * and it has an opaque origin, so it can neither reach the dashboard nor call the API with its session.
 */
export function MessagePreview({ id, onClose }: { id: number; onClose: () => void }) {
  const preview = useMessagePreview(id);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Message preview</DialogTitle>
          <DialogDescription>Exactly what the recipient receives: the e-mail as a mail app shows it, then its plain-text part.</DialogDescription>
        </DialogHeader>
        {preview.isPending ? (
          <Spinner label="Loading the preview" className="py-8" />
        ) : preview.isError ? (
          <p role="alert">The preview could not be loaded.</p>
        ) : (
          <div className="mt-4 space-y-4">
            <p className="font-semibold text-forest-800">
              <span className="text-muted">Subject: </span>
              {preview.data.subject}
            </p>
            <section aria-labelledby={`message-${String(id)}-html`} className="space-y-2">
              <h3 id={`message-${String(id)}-html`} className="text-sm font-semibold text-forest-800">
                As an e-mail
              </h3>
              <iframe
                title="The e-mail as the recipient sees it"
                sandbox=""
                srcDoc={preview.data.html}
                className="h-[28rem] max-h-[55dvh] w-full rounded-xl border border-sand-300 bg-white"
              />
            </section>
            <section aria-labelledby={`message-${String(id)}-text`} className="space-y-2">
              <h3 id={`message-${String(id)}-text`} className="text-sm font-semibold text-forest-800">
                Plain text
              </h3>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
              <pre tabIndex={0} aria-label="Message text" className="max-h-[40dvh] overflow-auto rounded-xl border border-sand-300 bg-white p-4 font-sans text-sm whitespace-pre-wrap text-ink">
                {preview.data.text}
              </pre>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
