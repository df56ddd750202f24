import { describe, expect, it } from 'vitest';

import { testSiteConfig, type Business } from '@/config/business';

import { faqAnswerParts, fillFaqDetails } from './faq-details';

const palm: Business = {
  ...testSiteConfig.business,
  phone: '+971 4 555 0199',
  hotel: 'The Crescent Resort',
  hours: { ...testSiteConfig.business.hours, everyDayFrom: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)' },
};

describe('fillFaqDetails', () => {
  it("writes the spa's phone, hotel and hours in place of their placeholders, each time they occur", () => {
    expect(fillFaqDetails('Call {{phone}} or {{phone}}. Guests of {{hotel}}: open {{hours}}.', palm)).toBe(
      'Call +971 4 555 0199 or +971 4 555 0199. Guests of The Crescent Resort: open Tue-Sun 10:00 AM to 11:00 PM (closed Mon).',
    );
  });

  it('leaves text without placeholders, and braces it does not know, as written', () => {
    expect(fillFaqDetails('Arrive 15 minutes early.', palm)).toBe('Arrive 15 minutes early.');
    expect(fillFaqDetails('{{email}} {{ phone }} {phone} {{Phone}}', palm)).toBe('{{email}} {{ phone }} {phone} {{Phone}}');
  });

  it('cuts an answer at its details, for a page to mark them up', () => {
    expect(faqAnswerParts('اتصل على {{phone}} في {{hotel}}، {{x}}.', palm)).toEqual([
      'اتصل على ',
      { detail: 'phone', value: '+971 4 555 0199' },
      ' في ',
      { detail: 'hotel', value: 'The Crescent Resort' },
      '، {{x}}.',
    ]);
    expect(faqAnswerParts('{{hours}}', palm)).toEqual([{ detail: 'hours', value: 'Tue-Sun 10:00 AM to 11:00 PM (closed Mon)' }]);
    expect(faqAnswerParts('', palm)).toEqual([]);
  });
});
