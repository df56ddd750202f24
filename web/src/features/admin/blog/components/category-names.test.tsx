import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

/** The dashboard's API with no post and two categories, and the Arabic names it is sent. */
function categoryServer(refuse?: string) {
  let categories = [
    { name: 'Massage', nameAr: 'التدليك', posts: 2 },
    { name: 'Spa Rituals', nameAr: '', posts: 1 },
  ];
  const sent: { path: string; body: unknown }[] = [];
  stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/posts': json([]),
    '/api/admin/blog-categories': () => json(categories),
    'PATCH /api/admin/blog-categories/Spa%20Rituals': async (request) => {
      const body = (await request.json()) as { nameAr: string };
      sent.push({ path: new URL(request.url).pathname, body });
      if (refuse) return json({ message: 'Please check the highlighted fields.', errors: { nameAr: refuse } }, { status: 400 });
      // The server's cleaning: trimmed, its runs of spaces made one.
      const nameAr = body.nameAr.trim().replace(/\s+/g, ' ');
      categories = categories.map((c) => (c.name === 'Spa Rituals' ? { ...c, nameAr } : c));
      return json({ name: 'Spa Rituals', nameAr, posts: 1 });
    },
  });
  return sent;
}

const section = () => screen.getByRole('region', { name: 'Categories in Arabic' });

describe('The Blog tab’s categories in Arabic', () => {
  it('lists each category with its Arabic name, right to left, and saves one by its English name, as the server stored it', async () => {
    const sent = categoryServer();
    const { user } = renderApp('/admin?tab=blog');
    const massage = await screen.findByRole('textbox', { name: 'Arabic name of Massage' }, { timeout: 15_000 });
    expect(massage).toHaveValue('التدليك');
    expect(massage).toHaveAttribute('dir', 'rtl');
    expect(massage).toHaveAttribute('lang', 'ar');
    expect(within(section()).getByText('2 posts')).toBeInTheDocument();

    const rituals = screen.getByRole('textbox', { name: 'Arabic name of Spa Rituals' });
    expect(rituals).toHaveValue('');
    await user.type(rituals, ' طقوس  السبا');
    await user.click(screen.getByRole('button', { name: 'Save the Arabic name of Spa Rituals' }));
    expect(await screen.findByText('Category Saved')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/admin/blog-categories/Spa%20Rituals', body: { nameAr: ' طقوس  السبا' } }]);
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Arabic name of Spa Rituals' })).toHaveValue('طقوس السبا');
    });
  });

  it('shows the server’s message under the field and focuses it', async () => {
    categoryServer('Arabic name must be at most 50 characters.');
    const { user } = renderApp('/admin?tab=blog');
    const rituals = await screen.findByRole('textbox', { name: 'Arabic name of Spa Rituals' }, { timeout: 15_000 });
    await user.type(rituals, 'طقوس');
    await user.click(screen.getByRole('button', { name: 'Save the Arabic name of Spa Rituals' }));
    expect(await screen.findByText('Arabic name must be at most 50 characters.')).toBeInTheDocument();
    expect(rituals).toHaveAccessibleDescription('Arabic name must be at most 50 characters.');
    expect(rituals).toHaveFocus();
  });
});
