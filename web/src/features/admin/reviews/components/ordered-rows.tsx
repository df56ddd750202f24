import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

import { MoveAnnouncement, MoveButtons } from '../../shared/components/move-buttons';
import { useMoveFocus } from '../../shared/hooks/use-move-focus';

interface Row {
  id: number;
  position: number;
}

/**
 * A list in the order the site shows it: each row with Move up, Move down, Edit and Delete buttons named
 * after the row's `label`. A move is announced to screen readers, and the button it was made with keeps
 * the focus once the list shows the new order (at an end of the list, the other one).
 */
export function OrderedRows<T extends Row>({
  rows,
  listLabel,
  label,
  onMove,
  onEdit,
  onDelete,
  children,
}: {
  rows: readonly T[];
  listLabel: string;
  label: (row: T) => string;
  /** Moves the row; calls back once the server has it, or never if it failed. */
  onMove: (row: T, position: number, moved: () => void) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  children: (row: T) => ReactNode;
}) {
  const { listRef, announcement, moved } = useMoveFocus(rows);

  return (
    <>
      <MoveAnnouncement>{announcement}</MoveAnnouncement>
      <ol ref={listRef} className="space-y-3" aria-label={listLabel}>
        {rows.map((row) => (
          <li
            key={row.id}
            data-row-id={row.id}
            className="flex flex-wrap items-start gap-4 rounded-2xl border border-sand-300 bg-sand-50 p-4 sm:flex-nowrap"
          >
            <span className="w-8 shrink-0 pt-1 text-center font-semibold tabular-nums text-forest-800">{row.position}</span>
            <div className="min-w-0 flex-1">{children(row)}</div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <MoveButtons
                label={label(row)}
                position={row.position}
                count={rows.length}
                onMove={(position, button) => {
                  onMove(row, position, () => {
                    moved(row, label(row), position, button);
                  });
                }}
              />
              <Button
                variant="outline"
                size="icon"
                aria-label={`Edit “${label(row)}”`}
                onClick={() => {
                  onEdit(row);
                }}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete “${label(row)}”`}
                onClick={() => {
                  onDelete(row);
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

