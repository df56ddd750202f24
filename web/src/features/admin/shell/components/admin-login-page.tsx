import { ShieldCheck } from 'lucide-react';

import { mainContentId } from '@/components/layout/skip-link';

import { AdminLoginForm } from './admin-login-form';

/** The admin login page (/admin/login), in the dashboard's frame: none of the public site's header or footer. */
export function AdminLoginPage() {
  return (
    <main id={mainContentId} className="flex min-h-svh items-center justify-center bg-sand-100 px-4 py-16">
      <div className="w-full max-w-md rounded-3xl border border-sand-300 bg-sand-50 p-8 shadow-lg sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-forest-800 text-gold-300">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-center text-4xl font-semibold">Admin Login</h1>
        <p className="mt-2 mb-8 text-center text-muted">Enter the admin password to access the dashboard.</p>
        <AdminLoginForm />
      </div>
    </main>
  );
}
