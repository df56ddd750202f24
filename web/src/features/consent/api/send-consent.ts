import { apiSend } from '@/lib/api-client';
import { consentVersion, type TrackingChoice } from '@/lib/consent';
import type { Locale } from '@/lib/locale';

/**
 * `POST /api/consent`: the server's record of the visitor's answer, with the version of the notice's words and the
 * page's language. The answer holds in the browser either way: a failed record is logged for developers only.
 */
export async function sendConsent(choice: TrackingChoice, language: Locale): Promise<void> {
  try {
    await apiSend('POST', '/api/consent', { ...choice, version: consentVersion, language });
  } catch (error) {
    console.warn('Consent: the server did not record the choice', error);
  }
}
