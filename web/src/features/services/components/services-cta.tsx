
import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { whatsappUrl } from '@/config/business';
import { paths } from '@/config/paths';
import { useBusiness } from '@/lib/site-config';

/** The Services page's closing call to action. */
export function ServicesCta() {
  const business = useBusiness();
  return (
    <section aria-labelledby="services-cta-heading" className="bg-sand-200 px-4 py-16 text-center sm:py-20">
      <div className="mx-auto max-w-2xl">
        <h2 id="services-cta-heading" className="text-4xl font-semibold sm:text-5xl">
          Ready to Unwind?
        </h2>
        <p className="mt-4 text-lg text-muted">
          Reserve your treatment online or message us on WhatsApp. We are open {business.hours.week}.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.booking.getHref()} className={buttonClasses({ size: 'lg' })}>
            Book Your Service
          </Link>
          <a
            href={whatsappUrl(business)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            <WhatsAppIcon />
            WhatsApp Booking
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
