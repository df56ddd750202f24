import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';

import { bookingMessage, bookingWhatsappUrl, formatMessageDate } from './whatsapp-message';

const input = {
  customerName: ' Layla Haddad ',
  customerPhone: '+971 50 123 4567',
  serviceName: 'Hot Stone Massage',
  bookingDate: '2026-12-05',
  bookingTime: '14:00',
  specialRequests: '',
};

describe('the WhatsApp booking message', () => {
  it("dates read 'Month dd, yyyy'", () => {
    expect(formatMessageDate('2026-12-05')).toBe('December 05, 2026');
    expect(formatMessageDate('2027-01-31')).toBe('January 31, 2027');
  });

  it('is headed as a new spa booking and lists name, phone, service, date, 12-hour time and requests', () => {
    expect(bookingMessage(input)).toBe(
      [
        '🌿 New Spa Booking Request',
        '',
        'Name: Layla Haddad',
        'Phone: +971 50 123 4567',
        'Service: Hot Stone Massage',
        'Date: December 05, 2026',
        'Time: 2:00 PM',
        'Special Requests: None',
      ].join('\n'),
    );
  });

  it("says 'None' only when there are no special requests", () => {
    expect(bookingMessage({ ...input, specialRequests: '   ' })).toContain('Special Requests: None');
    expect(bookingMessage({ ...input, specialRequests: 'Light pressure, please.' })).toContain(
      'Special Requests: Light pressure, please.',
    );
  });

  it("goes to the spa's number as the server configured it, URL-encoded", () => {
    const business = { ...testSiteConfig.business, links: { ...testSiteConfig.business.links, whatsapp: 'https://wa.me/971529876543' } };
    const url = bookingWhatsappUrl(business, { ...input, specialRequests: 'Oils & music? 100% yes #1' });
    expect(url.startsWith('https://wa.me/971529876543?text=')).toBe(true);
    const encoded = url.slice(url.indexOf('?text=') + 6);
    expect(encoded).not.toMatch(/[\s&#?]/);
    expect(decodeURIComponent(encoded)).toBe(bookingMessage({ ...input, specialRequests: 'Oils & music? 100% yes #1' }));
    expect(new URL(url).searchParams.get('text')).toContain('Date: December 05, 2026');
  });
});
