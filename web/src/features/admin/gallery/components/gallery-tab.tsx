import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { ConfirmDeleteDialog } from '../../shared/components/confirm-delete-dialog';
import { MoveAnnouncement, MoveButtons } from '../../shared/components/move-buttons';
import { QueryError } from '../../shared/components/query-error';
import { useMoveFocus } from '../../shared/hooks/use-move-focus';
import { arabicText } from '../../shared/utils/arabic';
import { useAdminGallery, useDeletePicture, useMovePicture, type AdminGalleryItem } from '../api/gallery-api';

import { PictureFormDialog } from './picture-form-dialog';
import { UploadForm } from './upload-form';

const noItems: readonly AdminGalleryItem[] = [];

/**
 * The Gallery tab: upload (file, alt texts, category), the pictures in the public order, reordered by
 * dragging a row or with its Move up / Move down buttons (each move is announced), its alt texts and
 * category edited in a dialog, and deleted after a confirmation.
 */
export function GalleryTab() {
  const gallery = useAdminGallery();
  const move = useMovePicture();
  const remove = useDeletePicture();
  const [deleting, setDeleting] = useState<AdminGalleryItem | null>(null);
  const [editing, setEditing] = useState<AdminGalleryItem | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const items = gallery.data ?? noItems;
  const { listRef, announcement, moved } = useMoveFocus<HTMLOListElement>(items);

  const moveTo = (item: AdminGalleryItem, position: number, focusButton?: 'up' | 'down') => {
    if (move.isPending || position < 1 || position > items.length || position === item.position) return;
    move.mutate(
      { id: item.id, position },
      {
        onSuccess: () => {
          moved(item, item.alt, position, focusButton);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'The picture could not be moved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="space-y-8">
      <UploadForm />
      <MoveAnnouncement>{announcement}</MoveAnnouncement>
      <section aria-labelledby="gallery-order-heading" className="space-y-3">
        <h3 id="gallery-order-heading" className="text-xl font-semibold">
          Pictures in the gallery’s order
        </h3>
        <p className="text-sm text-muted">Drag a picture to its place, or use its Move up and Move down buttons.</p>
        {gallery.isPending ? <Spinner label="Loading pictures" className="py-6" /> : null}
        {gallery.isError ? <QueryError what="the gallery" onRetry={() => void gallery.refetch()} /> : null}
        {gallery.data && items.length === 0 ? <p className="py-6 text-muted">No pictures yet.</p> : null}
        {items.length > 0 ? (
          <ol ref={listRef} className="space-y-3" aria-label="Gallery pictures">
            {items.map((item) => (
              // Dragging is the pointer's way to reorder; the keyboard's is the row's Move up / Move down buttons.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <li
                key={item.id}
                data-row-id={item.id}
                draggable
                onDragStart={(e) => {
                  setDragged(item.id);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(item.id));
                }}
                onDragEnd={() => {
                  setDragged(null);
                }}
                onDragOver={(e) => {
                  if (dragged !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  const source = items.find((i) => i.id === dragged);
                  setDragged(null);
                  if (source) moveTo(source, item.position);
                }}
                className={
                  'flex flex-wrap items-center gap-4 rounded-2xl border border-sand-300 bg-sand-50 p-3 sm:flex-nowrap' +
                  (dragged === item.id ? ' opacity-60' : '')
                }
              >
                <GripVertical aria-hidden="true" className="size-5 shrink-0 cursor-grab text-muted" />
                <span className="w-8 shrink-0 text-center font-semibold tabular-nums text-forest-800">
                  {item.position}
                </span>
                <ResponsiveImage image={item.image} alt="" sizes="96px" className="aspect-[4/3] h-auto w-24 shrink-0 rounded-lg bg-sand-200 object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{item.alt}</p>
                  {item.altAr ? (
                    <p {...arabicText} className="text-ink">
                      {item.altAr}
                    </p>
                  ) : null}
                  <p className="text-sm text-muted">{item.category}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <MoveButtons
                    label={item.alt}
                    position={item.position}
                    count={items.length}
                    onMove={(position, button) => {
                      moveTo(item, position, button);
                    }}
                  />
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Edit “${item.alt}”`}
                    onClick={() => {
                      setEditing(item);
                    }}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete “${item.alt}”`}
                    onClick={() => {
                      setDeleting(item);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      {editing ? (
        <PictureFormDialog
          picture={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title="Delete this picture?"
          question={`“${deleting.alt}” will be removed from the gallery and its files deleted. This cannot be undone.`}
          pending={remove.isPending}
          onDelete={(done) => {
            remove.mutate(deleting.id, done);
          }}
          deleted={{ title: 'Picture deleted', description: 'It no longer shows in the gallery.' }}
          failed="The picture could not be deleted"
          onClose={() => {
            setDeleting(null);
          }}
          focusAfterDelete={() => {
            listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
