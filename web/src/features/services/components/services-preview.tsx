import { Spinner } from '@/components/ui/spinner';

import { useServices } from '../api/get-services';
import { ServiceCard } from './service-card';

/**
 * The first `count` services as cards, for other pages (Home shows 4), with the Services
 * page's loading and error states. Far below the fold, the cards do not animate in.
 */
export function ServicesPreview({ count }: { count: number }) {
  const services = useServices();

  if (services.isPending) return <Spinner label="Loading services" />;

  if (services.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-8 text-center">
        <p className="font-display text-3xl font-semibold text-forest-800">Failed to load services</p>
        <p className="mt-3 text-muted">Please try again later.</p>
      </div>
    );
  }

  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.data.slice(0, count).map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </div>
  );
}
