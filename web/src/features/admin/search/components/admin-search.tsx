import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

import { SearchPanel } from './search-panel';

/** Ctrl+K, or Cmd+K on a Mac. */
const isSearchShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The dashboard's search: the top bar's Search button, or Ctrl/Cmd+K anywhere in the dashboard, opens a dialog that
 * finds bookings, customers and messages (docs/product.md, Admin dashboard); choosing one opens its place.
 */
export function AdminSearch() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-keyshortcuts="Control+K Meta+K">
          <Search aria-hidden="true" />
          Search
          <kbd aria-hidden="true" className="hidden rounded border border-sand-300 px-1 text-xs text-muted sm:inline">
            Ctrl K
          </kbd>
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined} className="top-4 translate-y-0 sm:top-[10dvh]">
        <DialogHeader>
          <DialogTitle>Search</DialogTitle>
        </DialogHeader>
        {open && (
          <SearchPanel
            onOpen={(option) => {
              setOpen(false);
              void navigate(option.href);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
