import { Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** A table row's Delete, which asks first (the caller opens its confirmation); `label` names what goes. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" className="text-danger hover:bg-[#fbeaea]" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
