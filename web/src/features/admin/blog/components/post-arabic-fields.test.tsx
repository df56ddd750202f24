import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

import { arabicMessages, emptyArabicForm } from '../api/save-post';

const hammam = {
  title: 'طقوس الحمام المغربي',
  slug: 'طقوس-الحمام-المغربي',
  excerpt: 'البخار والصابون الأسود.',
  content: '## البخار أولاً\n\nنص المقال.',
  seoTitle: 'الحمام المغربي في دبي',
  seoDescription: 'دليلك إلى الحمام.',
};

const post = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  slug: 'rose-facial',
  title: 'Rose Facial',
  excerpt: '',
  content: 'Petals.',
  category: 'Skin',
  tags: [],
  featuredImage: '',
  cover: null,
  coverAlt: '',
  status: 'published',
  publishAt: '2026-11-20T05:00:00Z',
  seoTitle: '',
  seoDescription: '',
  author: '',
  createdAt: '2026-11-20T05:00:00Z',
  updatedAt: '2026-11-20T05:00:00Z',
  ar: null,
  state: 'published',
  ...fields,
});

/** The blog's API with one post, the bodies the editor sends, and the server's answer to a PATCH. */
function blogServer(initial: ReturnType<typeof post>, refuse?: Record<string, string>) {
  let current = initial;
  const patches: Record<string, unknown>[] = [];
  const previews: string[] = [];
  stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/posts': () => json([current]),
    // The server's sanitizer, as a stand-in: the Markdown's first heading as HTML.
    'POST /api/admin/posts/preview': async (request) => {
      const { content } = (await request.json()) as { content: string };
      previews.push(content);
      const heading = /^## (.*)$/m.exec(content)?.[1];
      return json({ html: heading ? `<h2>${heading}</h2>` : '' });
    },
    'PATCH /api/admin/posts/7': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      if (refuse) return json({ message: 'Please check the highlighted fields.', errors: refuse }, { status: 400 });
      current = { ...current, ...body };
      return json(current);
    },
  });
  return { patches, previews };
}

async function openEditor(title = 'Rose Facial') {
  const { user } = renderApp('/admin?tab=blog');
  await user.click(await screen.findByRole('button', { name: `Edit ${title}` }, { timeout: 15_000 }));
  return user;
}

const arabicVersion = () => screen.getByRole('group', { name: 'Arabic version' });

describe('The post editor’s Arabic version', () => {
  it('has Arabic inputs, right to left, and refuses a title without its article under the article', async () => {
    const { patches } = blogServer(post());
    const user = await openEditor();
    const section = arabicVersion();
    for (const label of [
      'Arabic title',
      'Arabic slug (the address: /ar/blog/slug)',
      'Arabic excerpt',
      'Arabic article, in Markdown',
      'Arabic SEO title (empty: the Arabic title)',
      'Arabic SEO description (empty: the Arabic excerpt)',
    ]) {
      const field = within(section).getByLabelText(label);
      expect(field).toHaveAttribute('lang', 'ar');
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveValue('');
    }

    await user.type(within(section).getByLabelText('Arabic title'), hammam.title);
    // The slug the server will make, while the field is empty.
    expect(within(section).getByLabelText('Arabic slug (the address: /ar/blog/slug)')).toHaveAttribute('placeholder', hammam.slug);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const article = within(section).getByLabelText('Arabic article, in Markdown');
    expect(await within(section).findByText(arabicMessages.contentRequired)).toBeInTheDocument();
    expect(article).toHaveAttribute('aria-invalid', 'true');
    expect(article).toHaveAccessibleDescription(arabicMessages.contentRequired);
    expect(within(section).getByLabelText('Arabic title')).toHaveAttribute('aria-invalid', 'false');
    expect(patches).toEqual([]);
  });

  it('refuses an article without its title under the title', async () => {
    const { patches } = blogServer(post());
    const user = await openEditor();
    const section = arabicVersion();
    await user.type(within(section).getByLabelText('Arabic article, in Markdown'), 'نص المقال.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(section).findByText(arabicMessages.titleRequired)).toBeInTheDocument();
    expect(within(section).getByLabelText('Arabic title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).queryByText(arabicMessages.contentRequired)).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('saves a new version, previews its Markdown through the server, and sends none when left empty', async () => {
    const { patches, previews } = blogServer(post());
    const user = await openEditor();
    const section = arabicVersion();
    expect(screen.queryByRole('region', { name: 'Arabic version preview' })).not.toBeInTheDocument();
    await user.type(within(section).getByLabelText('Arabic title'), `  ${hammam.title} `);
    await user.type(within(section).getByLabelText('Arabic article, in Markdown'), hammam.content);
    const preview = await screen.findByRole('region', { name: 'Arabic version preview' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'البخار أولاً' })).toBeInTheDocument();
    expect(previews).toContain(hammam.content);
    expect(preview.closest('[lang]')).toHaveAttribute('dir', 'rtl');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      expect(patches).toHaveLength(1);
    });
    expect(patches[0]?.ar).toEqual({ ...emptyArabicForm, title: hammam.title, content: hammam.content });
    expect(await screen.findByRole('button', { name: 'New Post' })).toBeInTheDocument();
  });

  it('sends no Arabic version for a post without one', async () => {
    const { patches } = blogServer(post());
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      expect(patches).toHaveLength(1);
    });
    expect(patches[0]?.ar).toBeNull();
  });

  it('shows a stored version in the list and the editor, and removes it', async () => {
    const { patches } = blogServer(post({ ar: hammam }));
    const { user } = renderApp('/admin?tab=blog');
    const table = await screen.findByRole('table', { name: 'Blog posts' }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: 'Arabic version' })).toBeInTheDocument();
    expect(await within(table).findByText(hammam.title, {}, { timeout: 15_000 })).toHaveAttribute('lang', 'ar');
    expect(within(table).getByRole('link', { name: 'View the Arabic version of Rose Facial on the site' })).toHaveAttribute(
      'href',
      `/ar/blog/${encodeURIComponent(hammam.slug)}`,
    );

    await user.click(within(table).getByRole('button', { name: 'Edit Rose Facial' }));
    const section = arabicVersion();
    expect(within(section).getByLabelText('Arabic title')).toHaveValue(hammam.title);
    expect(within(section).getByLabelText('Arabic article, in Markdown')).toHaveValue(hammam.content);
    // A changed slug: the old address redirects.
    const slug = within(section).getByLabelText('Arabic slug (the address: /ar/blog/slug)');
    await user.clear(slug);
    await user.type(slug, 'الحمام-المغربي');
    expect(within(section).getByText(/will redirect to the new one/)).toHaveTextContent(`/ar/blog/${hammam.slug}`);

    await user.click(within(section).getByRole('button', { name: 'Remove Arabic version' }));
    for (const field of within(section).getAllByRole('textbox')) expect(field).toHaveValue('');
    expect(within(section).queryByRole('button', { name: 'Remove Arabic version' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      expect(patches).toHaveLength(1);
    });
    expect(patches[0]?.ar).toBeNull();
  });

  it('puts the server’s refusal of the Arabic slug under it', async () => {
    const taken = "Another post's Arabic version already uses this slug.";
    const { patches } = blogServer(post({ ar: hammam }), { 'ar.slug': taken });
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const slug = within(arabicVersion()).getByLabelText('Arabic slug (the address: /ar/blog/slug)');
    expect(await within(arabicVersion()).findByText(taken)).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
    expect(patches).toHaveLength(1);
  });
});
