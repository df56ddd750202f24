import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

interface StoredReview {
  id: number;
  name: string;
  text: string;
  rating: number;
  date: string;
  detail: string;
  shown: boolean;
  position: number;
}

/** A server keeping the reviews and questions in memory: each write changes what the next GET answers. */
function contentServer(names: string[]) {
  let reviews: StoredReview[] = names.map((name, i) => ({ id: i + 1, name, text: `${name} loved it.`, rating: 5, date: '2026-01-02', detail: '', shown: true, position: i + 1 }));
  let faq = [{ id: 1, question: 'How early should I arrive?', questionAr: 'متى ينبغي أن أصل؟', answer: '15 minutes.', answerAr: 'قبل 15 دقيقة.', position: 1 }];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const renumber = () => {
    reviews = reviews.map((r, i) => ({ ...r, position: i + 1 }));
  };
  const fetchMock = stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/reviews': () => json(reviews),
    '/api/admin/faq': () => json(faq),
    'POST /api/admin/reviews': async (request) => {
      const body = (await request.json()) as Omit<StoredReview, 'id' | 'position'>;
      calls.push({ method: 'POST', path: '/api/admin/reviews', body });
      if (body.text.includes('bad')) {
        return json({ message: 'Please check the highlighted fields.', errors: { date: "The review's date cannot be in the future." } }, { status: 400 });
      }
      reviews.push({ ...body, id: 99, position: reviews.length + 1 });
      return json(reviews.at(-1), { status: 201 });
    },
    'POST /api/admin/faq': async (request) => {
      const body = (await request.json()) as { question: string; questionAr: string; answer: string; answerAr: string };
      calls.push({ method: 'POST', path: '/api/admin/faq', body });
      faq = [...faq, { ...body, id: 2, position: 2 }];
      return json(faq.at(-1), { status: 201 });
    },
  });
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    if (/^\/api\/admin\/faq\/1$/.test(path) && request.method === 'PATCH') {
      const body = (await request.json()) as Record<string, string>;
      calls.push({ method: 'PATCH', path, body });
      if (body.answerAr?.includes('\u202e')) {
        return json({ message: 'Please check the highlighted fields.', errors: { answerAr: hiddenChars } }, { status: 400 });
      }
      faq = faq.map((e) => (e.id === 1 ? { ...e, ...body } : e));
      return json(faq[0]);
    }
    const match = /^\/api\/admin\/reviews\/(\d+)$/.exec(path);
    if (match && (request.method === 'PATCH' || request.method === 'DELETE')) {
      const body = (request.method === 'PATCH' ? await request.json() : null) as (Partial<StoredReview> & { position?: number }) | null;
      calls.push({ method: request.method, path, body });
      const found = reviews.find((r) => r.id === Number(match[1]));
      if (!found) return json({ message: 'Review not found.' }, { status: 404 });
      reviews = reviews.filter((r) => r !== found);
      if (body) {
        const { position, ...fields } = body;
        reviews.splice((position ?? found.position) - 1, 0, { ...found, ...fields });
      }
      renumber();
      return body ? json(reviews.find((r) => r.id === found.id)) : new Response(null, { status: 204 });
    }
    if (!base) throw new Error('no fetch stub');
    return base(input, init);
  });
  return { calls, names: () => reviews.map((r) => r.name), faq: () => faq };
}

const hiddenChars = 'Please remove the hidden characters (control, zero-width or text-direction characters).';

const reviewRows = () => within(screen.getByRole('table', { name: 'Reviews in the home page’s order' })).getAllByRole('row').slice(1);
const questionRows = () => within(screen.getByRole('table', { name: 'Questions in the home page’s order' })).getAllByRole('row').slice(1);

describe('Reviews & FAQ tab', { timeout: 30_000 }, () => {
  it('adds a review with its fields, showing the server’s field message first when it refuses', async () => {
    const server = contentServer(['Sarah M.']);
    const { user } = renderApp('/admin?tab=reviews');
    await user.click(await screen.findByRole('button', { name: 'Add review' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add review' });

    // The form's own check: name and text are required.
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    expect(within(dialog).getByLabelText("Guest's name")).toHaveFocus();
    expect(within(dialog).getByText("Please enter the guest's name (at most 80 characters).")).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the review (at most 1000 characters).')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Guest's name"), 'Layla H.');
    await user.type(within(dialog).getByLabelText('Detail (optional, e.g. Dubai Marina resident)'), 'JBR');
    await user.selectOptions(within(dialog).getByLabelText('Rating'), '4');
    await user.type(within(dialog).getByLabelText('Review'), 'A bad date');
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    const date = within(dialog).getByLabelText('Date');
    await waitFor(() => {
      expect(date).toHaveAccessibleDescription("The review's date cannot be in the future.");
    });
    expect(date).toHaveFocus();

    await user.clear(within(dialog).getByLabelText('Review'));
    await user.type(within(dialog).getByLabelText('Review'), 'Wonderful hammam.');
    await user.click(within(dialog).getByRole('switch', { name: 'Show on the home page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(server.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { name: 'Layla H.', detail: 'JBR', rating: 4, text: 'Wonderful hammam.', shown: false, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string },
    });
    await waitFor(() => {
      expect(reviewRows()).toHaveLength(2);
    });
    expect(screen.getByRole('switch', { name: 'Show Layla H.’s review on the home page' })).not.toBeChecked();
  });

  it('shows or hides a review with its switch, and moves one by keyboard, keeping the focus', async () => {
    const server = contentServer(['Sarah M.', 'Omar K.', 'Priya R.']);
    const { user } = renderApp('/admin?tab=reviews');
    const toggle = await screen.findByRole('switch', { name: 'Show Omar K.’s review on the home page' }, { timeout: 15_000 });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Show Omar K.’s review on the home page' })).not.toBeChecked();
    });
    expect(server.calls).toContainEqual({ method: 'PATCH', path: '/api/admin/reviews/2', body: { shown: false } });

    expect(screen.getByRole('button', { name: 'Move “Sarah M.” up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move “Priya R.” up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.getByText('“Priya R.” moved to position 2 of 3.')).toBeInTheDocument();
    });
    expect(server.calls).toContainEqual({ method: 'PATCH', path: '/api/admin/reviews/3', body: { position: 2 } });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move “Priya R.” up' })).toHaveFocus();
    });
    expect(server.names()).toEqual(['Sarah M.', 'Priya R.', 'Omar K.']);
  });

  it('deletes a review after the confirmation', async () => {
    const server = contentServer(['Sarah M.', 'Omar K.']);
    const { user } = renderApp('/admin?tab=reviews');
    await user.click(await screen.findByRole('button', { name: 'Delete “Omar K.”' }, { timeout: 15_000 }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this review?' });
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => {
      expect(reviewRows()).toHaveLength(1);
    });
    expect(server.calls).toContainEqual({ method: 'DELETE', path: '/api/admin/reviews/2', body: null });
  });

  it('adds a question to the FAQ', async () => {
    const server = contentServer([]);
    const { user } = renderApp('/admin?tab=reviews');
    expect(await screen.findByText('No reviews yet: the home page shows none and claims no rating.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    // The answer's hint names the placeholders the home page fills.
    expect(within(dialog).getByLabelText('Answer')).toHaveAccessibleDescription(
      "The page writes the spa’s current details in place of {{phone}} (the phone number), {{hotel}} (the hotel) and {{hours}} (the opening hours, as 'every day from 9:00 AM to 10:00 PM').",
    );
    await user.type(within(dialog).getByLabelText('Question'), 'Is there parking?');
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, valet.');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await waitFor(() => {
      expect(questionRows()).toHaveLength(2);
    });
    expect(server.calls).toContainEqual({ method: 'POST', path: '/api/admin/faq', body: { question: 'Is there parking?', questionAr: '', answer: 'Yes, valet.', answerAr: '' } });
  });

  it('adds a question with its Arabic, written right to left', async () => {
    const server = contentServer([]);
    const { user } = renderApp('/admin?tab=reviews');
    await user.click(await screen.findByRole('button', { name: 'Add question' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    const questionAr = within(dialog).getByLabelText('Arabic question');
    const answerAr = within(dialog).getByLabelText('Arabic answer');
    for (const field of [questionAr, answerAr]) {
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveAttribute('lang', 'ar');
    }
    expect(within(dialog).getByLabelText('Question')).not.toHaveAttribute('dir');
    // The placeholders' hint is the Arabic answer's too.
    expect(answerAr).toHaveAccessibleDescription(/in place of \{\{phone\}\}/);
    await user.type(within(dialog).getByLabelText('Question'), 'Is there parking?');
    await user.type(questionAr, 'هل يتوفر موقف للسيارات؟');
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, valet.');
    await user.type(answerAr, 'نعم، خدمة صف السيارات متاحة.');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await waitFor(() => {
      expect(questionRows()).toHaveLength(2);
    });
    expect(server.calls).toContainEqual({
      method: 'POST',
      path: '/api/admin/faq',
      body: { question: 'Is there parking?', questionAr: 'هل يتوفر موقف للسيارات؟', answer: 'Yes, valet.', answerAr: 'نعم، خدمة صف السيارات متاحة.' },
    });
    const shown = within(screen.getByRole('table', { name: 'Questions in the home page’s order' })).getByText('هل يتوفر موقف للسيارات؟');
    expect(shown).toHaveAttribute('lang', 'ar');
  });

  it('edits a question’s Arabic answer, the server’s message under it', async () => {
    const server = contentServer([]);
    const { user } = renderApp('/admin?tab=reviews');
    await user.click(await screen.findByRole('button', { name: 'Edit “How early should I arrive?”' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    expect(within(dialog).getByLabelText('Arabic question')).toHaveValue('متى ينبغي أن أصل؟');
    const answerAr = within(dialog).getByLabelText('Arabic answer');
    expect(answerAr).toHaveValue('قبل 15 دقيقة.');
    await user.clear(answerAr);
    await user.type(answerAr, 'قبل \u202e15 دقيقة.');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await waitFor(() => {
      expect(answerAr).toHaveAttribute('aria-invalid', 'true');
    });
    expect(answerAr).toHaveAccessibleDescription(expect.stringContaining(hiddenChars));
    expect(answerAr).toHaveFocus();
    expect(within(dialog).getByLabelText('Answer')).toHaveAttribute('aria-invalid', 'false');

    await user.clear(answerAr);
    await user.type(answerAr, 'نرجو الحضور قبل 15 دقيقة.');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(server.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/admin/faq/1',
      body: { question: 'How early should I arrive?', questionAr: 'متى ينبغي أن أصل؟', answer: '15 minutes.', answerAr: 'نرجو الحضور قبل 15 دقيقة.' },
    });
    expect(server.faq()[0]?.answerAr).toBe('نرجو الحضور قبل 15 دقيقة.');
  });
});
