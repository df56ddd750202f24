import { Phone } from 'lucide-react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-variants';
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
      <a href={business.links.tel} className={buttonClasses({ variant: 'outline' })}>
        <Phone aria-hidden="true" />
        <span>
          <T id="giftCards.contact.call" values={{ phone: business.phone }} components={{ 0: <bdi dir="ltr" /> }} />
        </span>
      </a>
      <a href={whatsappUrl(business)} target="_blank" rel="noopener noreferrer" className={buttonClasses()}>
        <WhatsAppIcon />
        {t('giftCards.contact.whatsapp')}
        <span className="sr-only"> {t('giftCards.newTab')}</span>
      </a>
    </div>
  );
}
