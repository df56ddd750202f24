import { useEffect, useRef, useState } from 'react';

interface OrderedRow {
  id: number;
  position: number;
}

export type Direction = 'up' | 'down';

/**
 * The keyboard side of a list in the site's order (each row an element with `data-row-id` inside the
 * returned `listRef`): `moved` announces a move to screen readers and, when it was made with a row's Move
 * up / Move down button, focuses that button again once the list shows the new order (at an end of the
 * list it is disabled, so the other one takes the focus).
 */
export function useMoveFocus<List extends HTMLElement>(rows: readonly OrderedRow[]) {
  const listRef = useRef<List>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refocus, setRefocus] = useState<{ id: number; position: number; button: Direction } | null>(null);

  useEffect(() => {
    if (!refocus) return;
    if (rows.find((r) => r.id === refocus.id)?.position !== refocus.position) return; // the new order is not in yet
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row-id="${String(refocus.id)}"]`);
    if (!row) return;
    const wanted = row.querySelector<HTMLButtonElement>(`[data-move="${refocus.button}"]:not(:disabled)`);
    (wanted ?? row.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    setRefocus(null);
  }, [refocus, rows]);

  const moved = (row: OrderedRow, label: string, position: number, button?: Direction) => {
    setAnnouncement(`“${label}” moved to position ${String(position)} of ${String(rows.length)}.`);
    if (button) setRefocus({ id: row.id, position, button });
  };

  return { listRef, announcement, moved };
}
