import { LoadError } from '@/components/ui/load-error';
import { Localized } from '@/components/ui/localized';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { T } from '@/lib/trans';

import { useServices } from '../api/get-services';
import { serviceAnchorId } from '../utils/anchors';
import { groupByCategory, type CategoryGroup } from '../utils/categories';
import { ServiceCard } from './service-card';

const sectionId = (category: string) => `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function CategorySection({ group }: { group: CategoryGroup }) {
  const id = sectionId(group.category);
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h2 id={`${id}-heading`} className="text-4xl font-semibold sm:text-5xl">
          {/* A category outside the four has no translation: its stored (English) name. */}
          {group.title ? <T id={group.title} /> : <Localized en={group.category} ar="" />}
        </h2>
        <div aria-hidden="true" className="mx-auto my-4 h-px w-16 bg-gold-500" />
        <p className="text-lg leading-relaxed text-muted">
          <T id={group.description} />
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {group.services.map((service, index) => (
          <ServiceCard key={service.id} service={service} index={index} anchorId={serviceAnchorId(service.id)} />
        ))}
      </div>
    </section>
  );
}

/** The services by category (docs/product.md, Services page): spinner while loading, a message on failure. */
export function ServicesCatalog() {
  const services = useServices();
  const t = useT();

  // A screen tall: what follows stays below the fold until the list takes its place (no layout shift).
  if (services.isPending) return <Spinner label={t('services.loading')} className="min-h-svh items-start" />;

  if (services.isError) {
    return <LoadError title="services.error.title" text="services.error.text" look="page" />;
  }

  return (
    <div className="space-y-20">
      {groupByCategory(services.data).map((group) => (
        <CategorySection key={group.category} group={group} />
      ))}
    </div>
  );
}
