import { charCount } from '../../shared/utils/arabic';
import { galleryCategories, type PictureFields } from '../api/gallery-api';

/** The longest alt text the server takes, in characters (code points, as the server counts them). */
export const maxAltChars = 250;

/**
 * The upload and edit forms' own checks of a picture's alt texts and category (docs/product.md, Gallery
 * tab); the server checks them again and its messages, put under the fields, are the final word. The
 * Arabic alt text is optional.
 */
export function checkPicture(values: PictureFields): Partial<Record<keyof PictureFields, string>> {
  const errors: Partial<Record<keyof PictureFields, string>> = {};
  if (values.alt.trim() === '') errors.alt = 'Please describe the picture for visitors who cannot see it (alt text).';
  else if (charCount(values.alt) > maxAltChars) errors.alt = 'Alt text must be at most 250 characters.';
  if (charCount(values.altAr) > maxAltChars) errors.altAr = 'Arabic alt text must be at most 250 characters.';
  if (!(galleryCategories as readonly string[]).includes(values.category)) {
    errors.category = 'Please choose Our Therapists, Treatment Rooms or Wellness Areas.';
  }
  return errors;
}
