import type { MessageId } from '@/lib/i18n';
import type { Service } from '@/lib/api-types';

/**
 * The four categories, in this order, each with its heading and short fixed description (message ids of the
 * services catalog). `name` is the category as the API stores it, in English.
 */
export const serviceCategories = [
  { name: 'Massage Therapy', title: 'services.category.massage', description: 'services.category.massage.text' },
  { name: 'Facial Treatments', title: 'services.category.facial', description: 'services.category.facial.text' },
  { name: 'Body Treatments', title: 'services.category.body', description: 'services.category.body.text' },
  { name: 'Couples Packages', title: 'services.category.couples', description: 'services.category.couples.text' },
] as const satisfies readonly { name: string; title: MessageId; description: MessageId }[];

/** For any category outside the four. */
export const genericCategoryDescription: MessageId = 'services.category.other.text';

export interface CategoryGroup {
  /** The category as stored ('Massage Therapy'). */
  category: string;
  /** Its heading's message id; null for a category outside the four, whose stored name is its heading. */
  title: MessageId | null;
  description: MessageId;
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
  for (const { name, title, description } of serviceCategories) {
    const list = byCategory.get(name);
    if (list) groups.push({ category: name, title, description, services: list });
    byCategory.delete(name);
  }
  for (const [category, list] of byCategory) {
    groups.push({ category, title: null, description: genericCategoryDescription, services: list });
  }
  return groups;
}
