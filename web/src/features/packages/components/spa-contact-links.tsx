import { Phone } from 'lucide-react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonLook } from '@/components/ui/button-look';
import { whatsappUrl } from '@/config/business';
import { useT } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

/** The spa's phone (tap to call, the number left to right) and WhatsApp, for a guest the page cannot serve online. */
export function SpaContactLinks({ className }: { className?: string }) {
  const business = useBusiness();
  const t = useT();
  return (
    <div className={className ?? 'mt-5 flex flex-wrap justify-center gap-3'}>
      <a href={business.links.tel} className={buttonLook({ variant: 'outline' })}>
        <Phone aria-hidden="true" />
        <span>
          <T id="packages.contact.call" values={{ phone: business.phone }} components={{ 0: <bdi dir="ltr" /> }} />
        </span>
      </a>
      <a href={whatsappUrl(business)} target="_blank" rel="noopener noreferrer" className={buttonLook()}>
        <WhatsAppIcon />
        {t('packages.contact.whatsapp')}
        <span className="sr-only"> {t('packages.newTab')}</span>
      </a>
    </div>
  );
}
