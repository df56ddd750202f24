import { whatsappUrl, type Business } from '@/config/business';
import { formatTime12, monthNames } from '@/lib/format';

import { fromDateString } from './dates';

/** What the WhatsApp message says (docs/product.md, Booking). */
export interface BookingMessageInput {
  customerName: string;
  customerPhone: string;
  serviceName: string;
  /** 'YYYY-MM-DD' */
  bookingDate: string;
  /** 'HH:MM' */
  bookingTime: string;
  specialRequests: string;
}

/** '2026-12-05' -> 'December 05, 2026' ('Month dd, yyyy'). */
export function formatMessageDate(value: string): string {
  const date = fromDateString(value);
  if (!date) return value;
  const day = String(date.getDate()).padStart(2, '0');
  return `${monthNames[date.getMonth()] ?? ''} ${day}, ${date.getFullYear()}`;
}

/** The pre-filled text: headed as a new spa booking, then name, phone, service, date, time, requests. */
export function bookingMessage(input: BookingMessageInput): string {
  const requests = input.specialRequests.trim();
  return [
    '🌿 New Spa Booking Request',
    '',
    `Name: ${input.customerName.trim()}`,
    `Phone: ${input.customerPhone.trim()}`,
    `Service: ${input.serviceName}`,
    `Date: ${formatMessageDate(input.bookingDate)}`,
    `Time: ${formatTime12(input.bookingTime)}`,
    `Special Requests: ${requests === '' ? 'None' : requests}`,
  ].join('\n');
}

/** The chat link with the message, URL-encoded, to the spa's WhatsApp number as the server configured it. */
export function bookingWhatsappUrl(business: Business, input: BookingMessageInput): string {
  return whatsappUrl(business, bookingMessage(input));
}
