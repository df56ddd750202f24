import { Plus } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { QueryError } from '../../shared/components/query-error';
import { arabicText } from '../../shared/utils/arabic';
import {
  useAdminFaq,
  useAdminReviews,
  useDeleteFaqEntry,
  useDeleteReview,
  useSaveFaqEntry,
  useSaveReview,
  type AdminFaqEntry,
  type AdminReview,
} from '../api/reviews-api';
import { FaqFormDialog } from './faq-form-dialog';
import { OrderedRows } from './ordered-rows';
import { ReviewFormDialog } from './review-form-dialog';

const reviewsList = 'Reviews in the home page’s order';
const faqList = 'Questions in the home page’s order';

/** Focuses the first button of the list labelled `listLabel`, or `fallback` when the list is gone. */
function focusList(listLabel: string, fallback: HTMLElement | null) {
  const list = document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(listLabel)}"]`); // the table's frame, or the cards
  (list?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? fallback)?.focus();
}

const failed = (title: string) => (error: unknown) => {
  if (isUnauthorizedError(error)) return;
  toast({ title, description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
};

/** A section's heading (`id` labels the section), its hint and its Add button. */
function SectionHeader({
  id,
  title,
  hint,
  addLabel,
  addRef,
  onAdd,
}: {
  id: string;
  title: string;
  hint: string;
  addLabel: string;
  addRef: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h3 id={id} className="text-xl font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted">{hint}</p>
      </div>
      <Button ref={addRef} onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

function ReviewsSection() {
  const reviews = useAdminReviews();
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState<AdminReview | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const rows = reviews.data ?? [];

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <SectionHeader
        id="reviews-heading"
        title="Guest reviews"
        hint="The shown reviews appear on the home page in this order; the spa’s rating is their average."
        addLabel="Add review"
        addRef={addRef}
        onAdd={() => {
          setEditing('new');
        }}
      />
      {reviews.isPending ? <Spinner label="Loading reviews" className="py-6" /> : null}
      {reviews.isError ? <QueryError what="the reviews" onRetry={() => void reviews.refetch()} /> : null}
      {reviews.data && rows.length === 0 ? <p className="py-6 text-muted">No reviews yet: the home page shows none and claims no rating.</p> : null}
      {rows.length > 0 ? (
        <OrderedRows
          rows={rows}
          listLabel={reviewsList}
          header="Review"
          label={(r) => r.name}
          onMove={(r, position, moved) => {
            if (save.isPending) return;
            save.mutate({ id: r.id, fields: { position } }, { onSuccess: moved, onError: failed('The review could not be moved') });
          }}
          onEdit={setEditing}
          onDelete={setDeleting}
        >
          {(r) => (
            <>
              <p className="font-semibold text-ink">
                {r.name}
                {r.detail ? <span className="font-normal text-muted"> · {r.detail}</span> : null}
              </p>
              <p className="text-sm text-muted">
                {r.rating} of 5 stars · {r.date}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-ink">{r.text}</p>
              <div className="mt-2 flex items-center gap-2">
                <Switch
                  checked={r.shown}
                  aria-label={`Show ${r.name}’s review on the home page`}
                  disabled={save.isPending}
                  onCheckedChange={(shown) => {
                    save.mutate(
                      { id: r.id, fields: { shown } },
                      {
                        onSuccess: () => {
                          toast({ title: shown ? 'Review shown' : 'Review hidden', description: shown ? 'It shows on the home page.' : 'It no longer shows on the home page.' });
                        },
                        onError: failed('The review could not be changed'),
                      },
                    );
                  }}
                />
                <span aria-hidden="true" className="text-sm text-muted">
                  {r.shown ? 'Shown' : 'Hidden'}
                </span>
              </div>
            </>
          )}
        </OrderedRows>
      ) : null}
      {editing ? (
        <ReviewFormDialog
          review={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title="Delete this review?"
          question={`${deleting.name}’s review will be removed from the site. This cannot be undone.`}
          pending={remove.isPending}
          onDelete={(done) => {
            remove.mutate(deleting.id, done);
          }}
          deleted={{ title: 'Review deleted', description: 'It no longer shows on the home page.' }}
          failed="The review could not be deleted"
          onClose={() => {
            setDeleting(null);
          }}
          focusAfterDelete={() => {
            focusList(reviewsList, addRef.current);
          }}
        />
      ) : null}
    </section>
  );
}

function FaqSection() {
  const faq = useAdminFaq();
  const save = useSaveFaqEntry();
  const remove = useDeleteFaqEntry();
  const [editing, setEditing] = useState<AdminFaqEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaqEntry | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const rows = faq.data ?? [];

  return (
    <section aria-labelledby="faq-admin-heading" className="space-y-4">
      <SectionHeader
        id="faq-admin-heading"
        title="Frequently asked questions"
        hint="The home page’s FAQ, in this order."
        addLabel="Add question"
        addRef={addRef}
        onAdd={() => {
          setEditing('new');
        }}
      />
      {faq.isPending ? <Spinner label="Loading the questions" className="py-6" /> : null}
      {faq.isError ? <QueryError what="the questions" onRetry={() => void faq.refetch()} /> : null}
      {faq.data && rows.length === 0 ? <p className="py-6 text-muted">No questions yet: the home page shows no FAQ.</p> : null}
      {rows.length > 0 ? (
        <OrderedRows
          rows={rows}
          listLabel={faqList}
          header="Question"
          label={(e) => e.question}
          onMove={(e, position, moved) => {
            if (save.isPending) return;
            save.mutate({ id: e.id, fields: { position } }, { onSuccess: moved, onError: failed('The question could not be moved') });
          }}
          onEdit={setEditing}
          onDelete={setDeleting}
        >
          {(e) => (
            <>
              <p className="font-semibold text-ink">{e.question}</p>
              {e.questionAr ? (
                <p {...arabicText} className="font-semibold text-ink">
                  {e.questionAr}
                </p>
              ) : null}
              <p className="mt-1 line-clamp-2 text-sm text-muted">{e.answer}</p>
            </>
          )}
        </OrderedRows>
      ) : null}
      {editing ? (
        <FaqFormDialog
          entry={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title="Delete this question?"
          question={`“${deleting.question}” will be removed from the home page. This cannot be undone.`}
          pending={remove.isPending}
          onDelete={(done) => {
            remove.mutate(deleting.id, done);
          }}
          deleted={{ title: 'Question deleted', description: 'It no longer shows on the home page.' }}
          failed="The question could not be deleted"
          onClose={() => {
            setDeleting(null);
          }}
          focusAfterDelete={() => {
            focusList(faqList, addRef.current);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * The Reviews & FAQ tab: the guests' reviews (add, edit, show or hide, reorder, delete after a
 * confirmation) and the home page's questions (add, edit, reorder, delete).
 */
export function ReviewsTab() {
  return (
    <div className="space-y-12">
      <ReviewsSection />
      <FaqSection />
    </div>
  );
}
