import { describe, expect, it } from 'vitest';

import { confirmationText, formatGuestDate, whatsappLink, whatsappNumber } from './whatsapp-link';

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
  it('writes the day as the guest’s pages and e-mails do, in the guest’s language', () => {
    const booking = { customerName: 'Layla', serviceName: 'Hot Stone Massage', bookingDate: '2026-12-05', bookingTime: '15:00' };
    expect(confirmationText(booking, 'Palm & Pearl')).toBe(
      'Hello Layla, your Hot Stone Massage at Palm & Pearl on December 5, 2026 at 3:00 PM is confirmed. We look forward to welcoming you.',
    );
    expect(formatGuestDate('2026-11-27', 'en')).toBe('November 27, 2026');
    expect(formatGuestDate('2026-11-27', 'ar')).toBe('27 نوفمبر 2026');
    expect(formatGuestDate('2027-01-05', 'ar')).toBe('5 يناير 2027');
    expect(formatGuestDate('2027-05-31T00:00:00Z', 'ar')).toBe('31 مايو 2027');
    expect(formatGuestDate('2027-13-01', 'en')).toBe('2027-13-01');
    expect(formatGuestDate('soon', 'ar')).toBe('soon');
  });
});
