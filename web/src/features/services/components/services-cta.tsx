
import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonLook } from '@/components/ui/button-look';
import { Link } from '@/components/ui/link';
import { whatsappUrl } from '@/config/business';
import { paths } from '@/config/paths';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

/** The Services page's closing call to action. */
export function ServicesCta() {
  const business = useBusiness();
  return (
    <section aria-labelledby="services-cta-heading" className="bg-sand-200 px-4 py-16 text-center sm:py-20">
      <div className="mx-auto max-w-2xl">
        <h2 id="services-cta-heading" className="text-4xl font-semibold sm:text-5xl">
          <T id="services.cta.title" />
        </h2>
        <p className="mt-4 text-lg text-muted">
          <T id="services.cta.text" values={{ hours: business.hours.week }} />
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.booking.getHref()} className={buttonLook({ size: 'lg' })}>
            <T id="services.cta.book" />
          </Link>
          <a
            href={whatsappUrl(business)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonLook({ variant: 'outline', size: 'lg' })}
          >
            <WhatsAppIcon />
            <T id="services.cta.whatsapp" components={{ 0: <span className="sr-only" /> }} />
          </a>
        </div>
      </div>
    </section>
  );
}
