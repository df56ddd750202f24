import { describe, expect, it } from 'vitest';

import { checkFaqEntry, checkReview } from './review-rules';

const review = { name: 'Sarah M.', detail: '', rating: 5, date: '2026-01-02', text: 'Lovely.', shown: true };
const today = '2026-03-01';

describe('checkReview', () => {
  it('passes a complete review dated today or before', () => {
    expect(checkReview(review, today)).toEqual({});
    expect(checkReview({ ...review, date: today }, today)).toEqual({});
  });

  it('bounds the fields in characters, as the server counts them (an emoji is one)', () => {
    expect(checkReview({ ...review, name: 'a'.repeat(80), detail: 'd'.repeat(120), text: '😊'.repeat(1000) }, today)).toEqual({});
    expect(checkReview({ ...review, name: 'a'.repeat(81), detail: 'd'.repeat(121), text: 't'.repeat(1001) }, today)).toEqual({
      name: "Please enter the guest's name (at most 80 characters).",
      detail: 'Detail must be one line of at most 120 characters.',
      text: 'Please enter the review (at most 1000 characters).',
    });
  });

  it('refuses a blank name or text, a rating outside 1–5, a missing or future date', () => {
    expect(checkReview({ ...review, name: '  ', text: '', rating: 0, date: '' }, today)).toEqual({
      name: "Please enter the guest's name (at most 80 characters).",
      text: 'Please enter the review (at most 1000 characters).',
      rating: 'Rating must be a whole number from 1 to 5.',
      date: "Please enter the review's date (YYYY-MM-DD).",
    });
    expect(checkReview({ ...review, rating: 4.5, date: '2026-03-02' }, today)).toEqual({
      rating: 'Rating must be a whole number from 1 to 5.',
      date: "The review's date cannot be in the future.",
    });
  });
});

describe('checkFaqEntry', () => {
  it('needs a question of at most 200 characters and an answer of at most 2000', () => {
    expect(checkFaqEntry({ question: 'q'.repeat(200), questionAr: '', answer: 'a'.repeat(2000), answerAr: '' })).toEqual({});
    expect(checkFaqEntry({ question: ' ', questionAr: '', answer: 'a'.repeat(2001), answerAr: '' })).toEqual({
      question: 'Please enter the question (at most 200 characters).',
      answer: 'Please enter the answer (at most 2000 characters).',
    });
  });

  it('leaves the Arabic question and answer optional, with the English bounds', () => {
    const entry = { question: 'Parking?', questionAr: '', answer: 'Valet.', answerAr: '' };
    expect(checkFaqEntry({ ...entry, questionAr: 'س'.repeat(200), answerAr: 'ج'.repeat(2000) })).toEqual({});
    expect(checkFaqEntry({ ...entry, questionAr: 'س'.repeat(201), answerAr: 'ج'.repeat(2001) })).toEqual({
      questionAr: 'Arabic question must be at most 200 characters.',
      answerAr: 'Arabic answer must be at most 2000 characters.',
    });
    expect(checkFaqEntry({ ...entry, question: '', questionAr: 'هل يتوفر موقف؟' })).toEqual({
      question: 'Please enter the question (at most 200 characters).',
    });
  });
});
