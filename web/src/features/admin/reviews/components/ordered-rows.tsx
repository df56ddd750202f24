import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

import { DataTable } from '../../shared/components/data-table';
import { MoveAnnouncement, MoveButtons } from '../../shared/components/move-buttons';
import { useMoveFocus } from '../../shared/hooks/use-move-focus';

interface Row {
  id: number;
  position: number;
}

/**
 * A list in the order the site shows it, as every dashboard list (a table, cards on a phone): each row its
 * position, its content under `header`, and Move up, Move down, Edit and Delete buttons named after the row's
 * `label`. A move is announced to screen readers, and the button it was made with keeps the focus once the list
 * shows the new order (at an end of the list, the other one).
 */
export function OrderedRows<T extends Row>({
  rows,
  listLabel,
  header,
  label,
  onMove,
  onEdit,
  onDelete,
  children,
}: {
  rows: readonly T[];
  listLabel: string;
  /** The content column's header: 'Review', 'Question'. */
  header: string;
  label: (row: T) => string;
  /** Moves the row; calls back once the server has it, or never if it failed. */
  onMove: (row: T, position: number, moved: () => void) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  children: (row: T) => ReactNode;
}) {
  const { listRef, announcement, moved } = useMoveFocus<HTMLDivElement>(rows);

  return (
    <>
      <MoveAnnouncement>{announcement}</MoveAnnouncement>
      <div ref={listRef}>
        <DataTable
          caption={listLabel}
          rows={rows}
          rowKey={(row) => row.id}
          rowData={(row) => ({ 'data-row-id': row.id })}
          empty={null}
          columns={[
            { id: 'position', header: 'Position', className: 'w-12 font-semibold tabular-nums text-forest-800', cell: (row) => row.position },
            { id: 'item', header, cell: (row) => <div className="min-w-0">{children(row)}</div> },
            {
              id: 'actions',
              header: 'Actions',
              align: 'end',
              cell: (row) => (
                <div className="flex flex-wrap justify-end gap-2">
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
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
