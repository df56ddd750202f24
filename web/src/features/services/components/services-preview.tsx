import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';

import { useServices } from '../api/get-services';
import { ServiceCard } from './service-card';

/**
 * The first `count` services as cards, for other pages (Home shows 4), with the Services
 * page's loading and error states. Far below the fold, the cards do not animate in.
 */
export function ServicesPreview({ count }: { count: number }) {
  const services = useServices();
  const t = useT();

  if (services.isPending) return <Spinner label={t('services.loading')} />;

  if (services.isError) {
    return <LoadError title="services.error.title" text="services.error.text" look="preview" />;
  }

  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.data.slice(0, count).map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </div>
  );
}
