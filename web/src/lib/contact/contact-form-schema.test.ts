import { describe, expect, it } from 'vitest';

import { contactFormSchema, contactMessages, emptyContactForm, isValidOptionalPhone } from './contact-form-schema';

function fieldErrors(input: Partial<typeof emptyContactForm>) {
  const result = contactFormSchema.safeParse({ ...emptyContactForm, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const valid = {
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  phone: '',
  message: 'I would like to ask about a couples package.',
  marketing: false,
};

describe('contact form schema', () => {
  it("names the messages of the server's codes for an empty form; the phone is optional", () => {
    expect(fieldErrors({})).toEqual({
      name: 'error.name.too_short',
      email: 'error.email.invalid',
      message: 'error.message.too_short',
    });
  });

  it('accepts a valid message, trimming its fields', () => {
    const result = contactFormSchema.parse({ ...valid, name: '  Layla Haddad ', email: ' layla@example.ae ' });
    expect(result).toEqual(valid);
  });

  it('needs a name of at least 2 characters (after trimming)', () => {
    expect(fieldErrors({ ...valid, name: ' L ' })).toEqual({ name: contactMessages.name });
    expect(fieldErrors({ ...valid, name: 'Al' })).toEqual({});
  });

  it('needs a valid e-mail address', () => {
    for (const email of ['layla', 'layla@', 'layla@example', '@example.ae', 'la yla@example.ae']) {
      expect(fieldErrors({ ...valid, email })).toEqual({ email: contactMessages.email });
    }
  });

  it('needs a message of at least 10 characters', () => {
    expect(fieldErrors({ ...valid, message: 'Too short' })).toEqual({ message: contactMessages.message });
    expect(fieldErrors({ ...valid, message: 'Just right' })).toEqual({});
  });

  it('checks the phone only when one is given', () => {
    expect(fieldErrors({ ...valid, phone: '+971 50 123 4567' })).toEqual({});
    expect(fieldErrors({ ...valid, phone: '12345' })).toEqual({ phone: contactMessages.phone });
    expect(isValidOptionalPhone('')).toBe(true);
    expect(isValidOptionalPhone('050-123-4567')).toBe(true);
    expect(isValidOptionalPhone('call me maybe')).toBe(false);
    expect(isValidOptionalPhone('+(--) ... ---')).toBe(false);
  });
});
