import { describe, expect, it } from 'vitest';

import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed, before then after', () => {
    expect(auditChanges({ name: 'Hot Stone', price: '450.00', isActive: true }, { name: 'Hot Stone', price: '480.00', isActive: false })).toEqual([
      'price: 450.00 → 480.00',
      'isActive: true → false',
    ]);
  });

  it('shows a created record with empty befores, and no change when nothing is known', () => {
    expect(auditChanges(undefined, { status: 'confirmed' })).toEqual(['status: — → confirmed']);
    expect(auditChanges({ status: 'pending' }, null)).toEqual(['status: pending → —']);
    expect(auditChanges(undefined, undefined)).toEqual([]);
    expect(auditChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual(['tags: ["a"] → ["a","b"]']);
  });
});
