import { paths } from '@/config/paths';

/** The id of a service's card on the Services page: 'service-3'. */
export const serviceAnchorId = (serviceId: number) => `service-${String(serviceId)}`;

/** A link to a service's card on the Services page: '/services#service-3' (an Arabic page's Link adds /ar). */
export const serviceCardHref = (serviceId: number) => `${paths.services.getHref()}#${serviceAnchorId(serviceId)}`;
