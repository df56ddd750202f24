/**
 * The dashboard's Arabic fields (docs/product.md, Content in Arabic): a service's name and description, a
 * gallery picture's alt text, an FAQ entry's question and answer, a team card's speciality and bio. The
 * dashboard stays in English; these fields' inputs, and their text where a list shows it, are right to left, in Arabic.
 */
export const arabicText = { dir: 'rtl', lang: 'ar' } as const;

/** The line a form with Arabic fields says once about them. */
export const arabicFieldsHint = 'The Arabic fields are optional: where one is empty, the Arabic site shows the English text.';

/** Characters as the server counts them (code points), after trimming. */
export const charCount = (text: string) => Array.from(text.trim()).length;
