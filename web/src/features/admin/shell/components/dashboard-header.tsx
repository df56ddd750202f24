import { LoaderCircle, LogOut } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The dashboard's title and its Logout button. */
export function DashboardHeader({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 border-b border-sand-300 pb-6">
      <div>
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">Spa manager</p>
        <h1 className="mt-1 text-4xl font-semibold sm:text-5xl">Admin Dashboard</h1>
        <p className="mt-2 text-muted">Bookings, customers, messages and services at a glance.</p>
      </div>
      <Button variant="outline" onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
        {loggingOut ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
        Logout
      </Button>
    </header>
  );
}
