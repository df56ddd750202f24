import { describe, expect, it } from 'vitest';

import { confirmationText, whatsappLink, whatsappNumber } from './whatsapp-link';

describe('WhatsApp to the guest', () => {
  it('reads the guest number with its country code', () => {
    expect(whatsappNumber('+971 (50) 123-4567')).toBe('971501234567');
    expect(whatsappNumber('050 123 4567')).toBe('971501234567');
    expect(whatsappNumber('0044 20 7946 0958')).toBe('442079460958');
    expect(whatsappNumber('123')).toBeNull();
  });
  it('pre-fills the confirmation', () => {
    const text = confirmationText({ customerName: 'Layla', serviceName: 'Hot Stone Massage', bookingDate: '2026-11-29', bookingTime: '15:00' }, 'Palm & Pearl');
    expect(text).toContain('Hello Layla, your Hot Stone Massage at Palm & Pearl on');
    expect(text).toContain('at 3:00 PM is confirmed.');
    const link = whatsappLink('+971501234567', text);
    expect(link).not.toBeNull();
    expect(new URL(link ?? '').searchParams.get('text')).toBe(text);
    expect(link?.startsWith('https://wa.me/971501234567?text=')).toBe(true);
  });
});
