import { charCount } from '../../shared/utils/arabic';
import type { FaqFields, ReviewFields } from '../api/reviews-api';

/**
 * The server's bounds of a review's and a question's fields, in characters (code points, as the server
 * counts them). The forms check them first and cap their inputs with them; the server checks them again
 * and its messages, put under the fields, are the final word.
 */
export const reviewLimits = { name: 80, detail: 120, text: 1000 } as const;
export const faqLimits = { question: 200, answer: 2000 } as const;

const chars = (s: string) => Array.from(s.trim()).length;
const missingOrLong = (s: string, max: number) => s.trim() === '' || chars(s) > max;

type ReviewErrors = Partial<Record<'name' | 'detail' | 'rating' | 'date' | 'text', string>>;
type FaqErrors = Partial<Record<keyof FaqFields, string>>;

/** The review form's own checks; `today` is the spa's date (YYYY-MM-DD): a review cannot be dated after it. */
export function checkReview(values: ReviewFields, today: string): ReviewErrors {
  const errors: ReviewErrors = {};
  if (missingOrLong(values.name, reviewLimits.name)) errors.name = "Please enter the guest's name (at most 80 characters).";
  if (chars(values.detail) > reviewLimits.detail) errors.detail = 'Detail must be one line of at most 120 characters.';
  if (!(Number.isInteger(values.rating) && values.rating >= 1 && values.rating <= 5)) errors.rating = 'Rating must be a whole number from 1 to 5.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = "Please enter the review's date (YYYY-MM-DD).";
  else if (values.date > today) errors.date = "The review's date cannot be in the future.";
  if (missingOrLong(values.text, reviewLimits.text)) errors.text = 'Please enter the review (at most 1000 characters).';
  return errors;
}

/** The FAQ form's own checks. The Arabic question and answer are optional, with the English ones' bounds. */
export function checkFaqEntry(values: FaqFields): FaqErrors {
  const errors: FaqErrors = {};
  if (missingOrLong(values.question, faqLimits.question)) errors.question = 'Please enter the question (at most 200 characters).';
  if (charCount(values.questionAr) > faqLimits.question) errors.questionAr = 'Arabic question must be at most 200 characters.';
  if (missingOrLong(values.answer, faqLimits.answer)) errors.answer = 'Please enter the answer (at most 2000 characters).';
  if (charCount(values.answerAr) > faqLimits.answer) errors.answerAr = 'Arabic answer must be at most 2000 characters.';
  return errors;
}
