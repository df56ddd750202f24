import type { Locale } from './locale';

/**
 * The forms' box for offers and news by e-mail (docs/product.md, Consent): separate, never ticked for the visitor,
 * needed only by the newsletter. A ticked box is sent with the version of its words and the page's language, which
 * the server keeps with the consent. Change the version when the box's words change.
 */
export const marketingVersion = '2026-11-29';

/** The box's message when the newsletter is sent without it: the server's code for the same rule. */
export const marketingRequiredMessage = 'error.marketing.required';

/** The request fields of the box: the consent when ticked, nothing when not. */
export function marketingFields(
  ticked: boolean,
  language: Locale,
): { marketing?: true; marketingVersion?: string; language?: Locale } {
  return ticked ? { marketing: true, marketingVersion, language } : {};
}
