import type { Translate } from '@/lib/i18n';

/**
 * The visitor's therapist preference, as the server reads it: `any` (the default), `female`, `male` or
 * `therapist:{id}` for a named therapist qualified for the service.
 */
export interface PreferenceOption {
  value: string;
  label: string;
}

const preferencePattern = /^(any|female|male|therapist:[1-9]\d*)$/;

export const isPreference = (value: string): boolean => preferencePattern.test(value);

/** The select's choices in the page's language: any, by gender, then each qualified therapist by name. */
export function preferenceOptions(therapists: readonly { id: number; name: string }[], t: Translate): PreferenceOption[] {
  return [
    { value: 'any', label: t('booking.preference.any') },
    { value: 'female', label: t('booking.preference.female') },
    { value: 'male', label: t('booking.preference.male') },
    ...therapists.map((therapist) => ({ value: `therapist:${String(therapist.id)}`, label: therapist.name })),
  ];
}

/**
 * A preference in the page's language, as the WhatsApp message names it: its choice's label, or 'Any therapist'
 * for a named therapist the list no longer holds (the server then books any therapist too).
 */
export function preferenceWords(value: string, therapists: readonly { id: number; name: string }[], t: Translate): string {
  const option = preferenceOptions(therapists, t).find((choice) => choice.value === value);
  return option ? option.label : t('booking.preference.any');
}
