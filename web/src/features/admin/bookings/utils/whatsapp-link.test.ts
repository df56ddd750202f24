import { describe, expect, it } from 'vitest';

import { confirmationText, formatArabicDate, whatsappLink, whatsappNumber } from './whatsapp-link';

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
  it('pre-fills it in English unless the guest booked in Arabic', () => {
    const booking = { customerName: 'Layla', serviceName: 'Hot Stone Massage', bookingDate: '2026-11-27', bookingTime: '15:00' };
    expect(confirmationText({ ...booking, language: 'en' }, 'Palm & Pearl')).toBe(confirmationText(booking, 'Palm & Pearl'));
    expect(confirmationText({ ...booking, language: 'ar' }, 'Palm & Pearl')).toBe(
      'مرحبًا Layla، يسعدنا تأكيد موعدك: Hot Stone Massage في Palm & Pearl يوم 27 نوفمبر 2026 الساعة 3:00 م. نتطلع إلى استقبالك.',
    );
  });
  it('reads the booking day for the Arabic date', () => {
    expect(formatArabicDate('2026-11-27')).toBe('27 نوفمبر 2026');
    expect(formatArabicDate('2027-01-05')).toBe('5 يناير 2027');
    expect(formatArabicDate('2027-05-31T00:00:00Z')).toBe('31 مايو 2027');
    expect(formatArabicDate('2027-13-01')).toBe('2027-13-01');
    expect(formatArabicDate('soon')).toBe('soon');
  });
});
