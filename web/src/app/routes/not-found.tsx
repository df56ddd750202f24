import { useLocation } from 'react-router';

import { buttonLook } from '@/components/ui/button-look';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/lib/meta';
import { T } from '@/lib/trans';

/** Any path the site does not have, in the language of its path (an unknown /ar path is answered in Arabic). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useRouteMeta('*', pathname);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <h1 className="text-4xl font-semibold sm:text-5xl">
        <T id="notFound.title" />
      </h1>
      <p className="text-muted">
        <T id="notFound.text" />
      </p>
      <Link to={paths.home.getHref()} className={buttonLook()}>
        <T id="notFound.home" />
      </Link>
    </section>
  );
}
