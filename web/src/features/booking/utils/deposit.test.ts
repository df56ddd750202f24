import { describe, expect, it } from 'vitest';

import type { Service } from '@/lib/api-types';
import { depositPolicy } from '@/testing/deposit-policy';

import { depositTerms, formatHours } from './deposit';

const service = (price: string, depositPolicy?: Service['depositPolicy']): Service => ({
  id: 7, name: 'Facial', nameAr: '', description: '', descriptionAr: '', category: 'Facial Treatments', duration: 60, price, isActive: true,
  ...(depositPolicy ? { depositPolicy } : {}),
});
const policy = (p: Partial<NonNullable<Service['depositPolicy']>>) => depositPolicy({ serviceId: 7, freeCancelHours: 24, ...p });

describe('deposit terms', () => {
  it('work the deposit out as the server does, in whole fils', () => {
    // 33% of 100.05 is 33.0165: half up to the fils, 33.02.
    expect(depositTerms(service('100.05', policy({ kind: 'percent', percent: 33 })))?.deposit).toBe('33.02');
    expect(depositTerms(service('450.00', policy({ kind: 'percent', percent: 20 })))?.deposit).toBe('90.00');
    // A fixed deposit is never more than the price.
    expect(depositTerms(service('80.00', policy({ kind: 'fixed', amount: '100.00' })))?.deposit).toBe('80.00');
    expect(depositTerms(service('450.00', policy({ kind: 'fixed', amount: '50.50' })))?.deposit).toBe('50.50');
  });

  it('are none without a policy (payments not set up), with kind none, or for a free service', () => {
    expect(depositTerms(service('450.00'))).toBeNull();
    expect(depositTerms(service('450.00', policy({ kind: 'none' })))).toBeNull();
    expect(depositTerms(service('0.00', policy({ kind: 'percent', percent: 50 })))).toBeNull();
    expect(depositTerms(undefined)).toBeNull();
  });

  it("are none once a package's code is typed (its session is paid for), and back when it is cleared", () => {
    const massage = service('450.00', policy({ kind: 'percent', percent: 20 }));
    expect(depositTerms(massage, '0KP9-BFWM-JMW5-2TJK-G')).toBeNull();
    expect(depositTerms(massage, '  ')?.deposit).toBe('90.00');
  });

  it('count hours with the Arabic plural forms', () => {
    expect(formatHours(24, 'en')).toBe('24 hours');
    expect(formatHours(1, 'en')).toBe('1 hour');
    expect(formatHours(1, 'ar')).toBe('ساعة واحدة');
    expect(formatHours(2, 'ar')).toBe('ساعتين');
    expect(formatHours(3, 'ar')).toBe('3 ساعات');
    expect(formatHours(24, 'ar')).toBe('24 ساعة');
  });
});
