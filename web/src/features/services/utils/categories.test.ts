import { describe, expect, it } from 'vitest';

import type { Service } from '@/lib/api-types';

import { genericCategoryDescription, groupByCategory } from './categories';

const service = (id: number, category: string): Service => ({
  id,
  name: `Service ${id}`,
  nameAr: '',
  description: '',
  descriptionAr: '',
  category,
  duration: 60,
  price: '300.00',
  isActive: true,
});

describe('groupByCategory', () => {
  it('orders the four categories, drops empty ones and appends unknown ones with a generic description', () => {
    const groups = groupByCategory([
      service(1, 'Wellness Extras'),
      service(2, 'Couples Packages'),
      service(3, 'Massage Therapy'),
      service(4, 'Massage Therapy'),
      service(5, 'Facial Treatments'),
    ]);
    expect(groups.map((g) => g.category)).toEqual([
      'Massage Therapy',
      'Facial Treatments',
      'Couples Packages',
      'Wellness Extras',
    ]);
    expect(groups[0]?.services.map((s) => s.id)).toEqual([3, 4]);
    expect(groups[0]?.title).toBe('services.category.massage');
    expect(groups[3]?.title).toBeNull();
    expect(groups[3]?.description).toBe(genericCategoryDescription);
  });

  it('gives no sections for no services', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
