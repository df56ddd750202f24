import { describe, expect, it, vi } from 'vitest';

import { ApiError, parseErrorBody } from './api-client';
import { apiErrorMessage, apiFieldErrors, showServerFieldErrors } from './api-errors';

describe('apiFieldErrors', () => {
  it('reads the field messages of a 400 answer', () => {
    const body = JSON.stringify({ message: 'Invalid', errors: { email: 'Please enter a valid email address.', n: 3 } });
    expect(apiFieldErrors(new ApiError(400, 'Bad Request', body))).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('is empty for other failures', () => {
    expect(apiFieldErrors(new ApiError(500, 'Internal Server Error', '{"errors":{"a":"b"}}'))).toEqual({});
    expect(apiFieldErrors(new ApiError(400, 'Bad Request', 'not json'))).toEqual({});
    expect(apiFieldErrors(new ApiError(400, 'Bad Request', ''))).toEqual({});
    expect(apiFieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('apiErrorMessage', () => {
  it("reads the server's message", () => {
    expect(apiErrorMessage(new ApiError(401, 'Unauthorized', '{"message":"Invalid password"}'))).toBe('Invalid password');
    expect(apiErrorMessage(new ApiError(409, 'Conflict', '{"message":" Already confirmed "}'))).toBe('Already confirmed');
  });

  it('is null without one', () => {
    expect(apiErrorMessage(new ApiError(500, 'Internal Server Error', ''))).toBeNull();
    expect(apiErrorMessage(new ApiError(500, 'Internal Server Error', 'oops'))).toBeNull();
    expect(apiErrorMessage(new ApiError(400, 'Bad Request', '{"message":""}'))).toBeNull();
    expect(apiErrorMessage(new Error('401: Unauthorized'))).toBeNull();
  });
});

describe('parseErrorBody', () => {
  it('reads the message and the field messages of the server\'s error body, in words and as codes', () => {
    expect(parseErrorBody('{"message":" Please check the highlighted fields. ","errors":{"name":"Too short.","n":3,"e":""}}')).toEqual({
      message: 'Please check the highlighted fields.',
      fieldErrors: { name: 'Too short.' },
      code: null,
      fieldCodes: {},
    });
    const coded = JSON.stringify({
      message: 'Please check the highlighted fields.',
      code: 'fields.check',
      errors: { name: 'Must be a string.', email: 'Bad.' },
      fields: { name: { code: 'field.kind', params: { kind: 'string', n: 3 } }, email: { code: '' }, phone: 'x' },
    });
    expect(parseErrorBody(coded)).toEqual({
      message: 'Please check the highlighted fields.',
      fieldErrors: { name: 'Must be a string.', email: 'Bad.' },
      code: { code: 'fields.check', params: {} },
      fieldCodes: { name: { code: 'field.kind', params: { kind: 'string' } } },
    });
  });

  it('says nothing for any other body', () => {
    for (const body of ['', 'oops', '[]', 'null', '{"message":3,"errors":"x"}']) {
      expect(parseErrorBody(body)).toEqual({ message: null, fieldErrors: {}, code: null, fieldCodes: {} });
    }
  });
});

describe('showServerFieldErrors', () => {
  const refused = new ApiError(400, 'Bad Request', JSON.stringify({ message: 'x', errors: { phone: 'Bad phone.', email: 'Bad e-mail.', other: 'Not ours.' } }));

  it("puts the messages under the form's fields and focuses the first in the form's order", () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(refused, ['name', 'email', 'phone'] as const, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Bad e-mail.' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'Bad phone.' }, { shouldFocus: false }],
    ]);
  });

  it('focuses none when asked, and places nothing for other failures', () => {
    const setError = vi.fn();
    showServerFieldErrors(refused, ['phone'], setError, { focus: false });
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'Bad phone.' }, { shouldFocus: false });
    const none = vi.fn();
    expect(showServerFieldErrors(new ApiError(500, 'Internal Server Error', '{"errors":{"phone":"x"}}'), ['phone'], none)).toBe(false);
    expect(showServerFieldErrors(refused, ['name'], none)).toBe(false);
    expect(none).not.toHaveBeenCalled();
  });
});
