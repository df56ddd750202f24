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

/** The select's choices: any, by gender, then each qualified therapist by name. */
export function preferenceOptions(therapists: readonly { id: number; name: string }[]): PreferenceOption[] {
  return [
    { value: 'any', label: 'Any therapist' },
    { value: 'female', label: 'Female therapist' },
    { value: 'male', label: 'Male therapist' },
    ...therapists.map((t) => ({ value: `therapist:${String(t.id)}`, label: t.name })),
  ];
}
