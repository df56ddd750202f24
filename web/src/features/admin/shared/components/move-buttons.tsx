import { ArrowDown, ArrowUp } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { Direction } from '../hooks/use-move-focus';

/** The polite live region `useMoveFocus`'s announcements are read from. */
export function MoveAnnouncement({ children }: { children: string }) {
  return (
    <div aria-live="polite" role="status" className="sr-only">
      {children}
    </div>
  );
}

/** A row's Move up and Move down buttons, named after the row's `label`; disabled at the ends of the list. */
export function MoveButtons({
  label,
  position,
  count,
  onMove,
}: {
  label: string;
  position: number;
  count: number;
  onMove: (position: number, button: Direction) => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        data-move="up"
        aria-label={`Move “${label}” up`}
        disabled={position === 1}
        onClick={() => {
          onMove(position - 1, 'up');
        }}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        data-move="down"
        aria-label={`Move “${label}” down`}
        disabled={position === count}
        onClick={() => {
          onMove(position + 1, 'down');
        }}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
