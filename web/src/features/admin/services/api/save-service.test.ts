import { describe, expect, it } from 'vitest';

import { emptyServiceForm, normalizePrice, serviceFormSchema, serviceMessages, type ServiceFormInput } from './save-service';

const valid: ServiceFormInput = {
  name: 'Hot Stone Massage',
  nameAr: '',
  description: 'Warm basalt stones.',
  descriptionAr: '',
  category: 'Massage Therapy',
  duration: '90',
  price: '450',
  isActive: true,
};

function fieldErrors(input: Partial<ServiceFormInput>) {
  const result = serviceFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('service form schema (mirrors the server)', () => {
  it('turns a valid form into the payload, the price as exact text', () => {
    expect(serviceFormSchema.parse({ ...valid, name: '  Hot Stone Massage ', nameAr: ' مساج الأحجار الساخنة ', descriptionAr: ' أحجار دافئة. ' })).toEqual({
      name: 'Hot Stone Massage',
      nameAr: 'مساج الأحجار الساخنة',
      description: 'Warm basalt stones.',
      descriptionAr: 'أحجار دافئة.',
      category: 'Massage Therapy',
      duration: 90,
      price: '450.00',
      isActive: true,
    });
  });

  it('explains every field of an empty form', () => {
    expect(fieldErrors({ ...emptyServiceForm, duration: '' })).toEqual({
      name: serviceMessages.name,
      category: serviceMessages.category,
      duration: serviceMessages.durationWhole,
      price: serviceMessages.priceFormat,
    });
  });

  it('bounds the name and description', () => {
    expect(fieldErrors({ name: 'A' })).toEqual({ name: serviceMessages.name });
    expect(fieldErrors({ name: 'x'.repeat(101) })).toEqual({ name: serviceMessages.name });
    expect(fieldErrors({ description: 'x'.repeat(1001) })).toEqual({ description: serviceMessages.description });
    expect(fieldErrors({ description: '' })).toEqual({});
  });

  it('leaves the Arabic name and description optional, bounded as the English ones when given', () => {
    expect(fieldErrors({ nameAr: '', descriptionAr: '' })).toEqual({});
    expect(fieldErrors({ nameAr: '  ' })).toEqual({});
    expect(fieldErrors({ nameAr: 'م' })).toEqual({ nameAr: serviceMessages.nameAr });
    expect(fieldErrors({ nameAr: 'م'.repeat(100) })).toEqual({});
    expect(fieldErrors({ nameAr: 'م'.repeat(101) })).toEqual({ nameAr: serviceMessages.nameAr });
    expect(fieldErrors({ descriptionAr: 'و'.repeat(1000) })).toEqual({});
    expect(fieldErrors({ descriptionAr: 'و'.repeat(1001) })).toEqual({ descriptionAr: serviceMessages.descriptionAr });
    expect(serviceMessages.nameAr).toBe('Arabic name must be between 2 and 100 characters.');
    expect(serviceMessages.descriptionAr).toBe('Arabic description must be at most 1000 characters.');
  });

  it('takes only the four categories', () => {
    expect(fieldErrors({ category: 'Nails' })).toEqual({ category: serviceMessages.category });
    expect(fieldErrors({ category: 'Couples Packages' })).toEqual({});
  });

  it('takes 15 to 780 whole minutes', () => {
    expect(fieldErrors({ duration: '14' })).toEqual({ duration: serviceMessages.duration });
    expect(fieldErrors({ duration: '15' })).toEqual({});
    expect(fieldErrors({ duration: '780' })).toEqual({});
    expect(fieldErrors({ duration: '781' })).toEqual({ duration: serviceMessages.duration });
    expect(fieldErrors({ duration: '60.5' })).toEqual({ duration: serviceMessages.durationWhole });
  });

  it('takes prices from 0 to 100000 AED with at most 2 decimals', () => {
    expect(fieldErrors({ price: '0' })).toEqual({});
    expect(fieldErrors({ price: '100000.00' })).toEqual({});
    expect(fieldErrors({ price: '100000.01' })).toEqual({ price: serviceMessages.price });
    expect(fieldErrors({ price: '12.345' })).toEqual({ price: serviceMessages.priceFormat });
    expect(fieldErrors({ price: '-5' })).toEqual({ price: serviceMessages.priceFormat });
    expect(fieldErrors({ price: 'AED 5' })).toEqual({ price: serviceMessages.priceFormat });
  });

  it('normalizes prices', () => {
    expect(normalizePrice('350')).toBe('350.00');
    expect(normalizePrice(' 12.5 ')).toBe('12.50');
    expect(normalizePrice('007.05')).toBe('7.05');
    expect(normalizePrice('1e3')).toBeNull();
    expect(normalizePrice('')).toBeNull();
  });
});
