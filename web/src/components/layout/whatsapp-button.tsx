import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { whatsappUrl } from '@/config/business';
import { useT } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';

/** The floating chat button on every page, in a landmark of its own so no content sits outside one. */
export function WhatsAppButton() {
  const business = useBusiness();
  const t = useT();
  return (
    <aside aria-label={t('whatsapp.region')}>
      <a
        href={whatsappUrl(business)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.chat')}
        className="fixed end-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-[#0f766e] text-white shadow-lg shadow-forest-900/25 transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100 sm:end-6 sm:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </aside>
  );
}
