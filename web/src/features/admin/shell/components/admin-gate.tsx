import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { useAdminStatus } from '../api/get-admin-status';

/**
 * The dashboard shows only once the status check says admin. While it loads, a spinner;
 * if not admin (or the check fails), the toast 'Access Denied' and the login page. Admin data is read
 * only by the children, so no admin query runs unless admin is true.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const status = useAdminStatus();
  const navigate = useNavigate();
  // Decided only on an answer that is not being re-checked: a stale "no" from before a login must wait.
  const denied = !status.isFetching && (status.isError || status.data?.isAdmin === false);
  const told = useRef(false);

  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    toast({ title: 'Access Denied', description: 'Please log in to access the admin dashboard.', variant: 'destructive' });
    void navigate(paths.admin.login.getHref(), { replace: true });
  }, [denied, navigate]);

  if (status.data?.isAdmin === true) return children;
  return <Spinner label="Checking access" className="min-h-[60vh]" />;
}
