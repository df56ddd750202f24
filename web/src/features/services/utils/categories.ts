import type { Service } from '@/lib/api-types';

/** The four categories, in this order, each with a short fixed description. */
export const serviceCategories = [
  {
    name: 'Massage Therapy',
    description:
      'Release tension and restore balance with massages tailored to your body by our certified therapists.',
  },
  {
    name: 'Facial Treatments',
    description: 'Revitalise your skin with facials that use organic products chosen for your skin type.',
  },
  {
    name: 'Body Treatments',
    description: 'Scrubs, wraps and the traditional Moroccan bath to renew, soften and nourish your skin.',
  },
  {
    name: 'Couples Packages',
    description: 'Share an unhurried ritual side by side in our private couples suite.',
  },
] as const;

/** For any category outside the four. */
export const genericCategoryDescription = 'More ways to relax and renew, prepared for you by our certified therapists.';

export interface CategoryGroup {
  category: string;
  description: string;
  services: Service[];
}

/**
 * Groups services into sections: the four known categories first in their fixed order, then any other
 * category in order of first appearance. Categories without services get no section.
 */
export function groupByCategory(services: readonly Service[]): CategoryGroup[] {
  const byCategory = new Map<string, Service[]>();
  for (const service of services) {
    const list = byCategory.get(service.category);
    if (list) list.push(service);
    else byCategory.set(service.category, [service]);
  }

  const groups: CategoryGroup[] = [];
  for (const { name, description } of serviceCategories) {
    const list = byCategory.get(name);
    if (list) groups.push({ category: name, description, services: list });
    byCategory.delete(name);
  }
  for (const [category, list] of byCategory) {
    groups.push({ category, description: genericCategoryDescription, services: list });
  }
  return groups;
}
