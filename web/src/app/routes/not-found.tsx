import { useLocation } from 'react-router';

import { buttonLook } from '@/components/ui/button-look';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/lib/meta';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  useRouteMeta('*', pathname);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <h1 className="text-4xl font-semibold sm:text-5xl">404 Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={buttonLook()}>
        Back to Home
      </Link>
    </section>
  );
}
