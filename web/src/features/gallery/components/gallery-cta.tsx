
import { buttonLook } from '@/components/ui/button-look';
import { useIsolate } from '@/components/ui/isolate';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

/** The Gallery page's closing call to action. */
export function GalleryCta() {
  const business = useBusiness();
  const isolate = useIsolate();
  return (
    <section aria-labelledby="gallery-cta-heading" className="bg-sand-200 px-4 py-16 text-center sm:py-20">
      <div className="mx-auto max-w-2xl">
        <h2 id="gallery-cta-heading" className="text-4xl font-semibold sm:text-5xl">
          <T id="gallery.cta.title" />
        </h2>
        <p className="mt-4 text-lg text-muted">
          <T id="gallery.cta.text" values={{ district: isolate(business.district) }} />
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.booking.getHref()} className={buttonLook({ size: 'lg' })}>
            <T id="gallery.cta.book" />
          </Link>
          <Link to={paths.contact.getHref()} className={buttonLook({ variant: 'outline', size: 'lg' })}>
            <T id="gallery.cta.contact" />
          </Link>
        </div>
      </div>
    </section>
  );
}
