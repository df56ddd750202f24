import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { apiErrorMessage, apiFieldErrors } from './api-errors';

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
