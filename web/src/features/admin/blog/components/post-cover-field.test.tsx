import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const altRequired = 'Please describe the picture for visitors who cannot see it (alt text).';
const notAPicture = 'Only JPEG, PNG or WebP pictures can be uploaded: this file is not one.';

const cover = {
  width: 1600,
  height: 1000,
  variants: [
    { src: `/pictures/${'a'.repeat(32)}.webp`, type: 'image/webp', width: 1600, height: 1000 },
    { src: `/pictures/${'a'.repeat(32)}.jpg`, type: 'image/jpeg', width: 1600, height: 1000 },
  ],
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
  state: 'published',
  ...fields,
});

/** The blog's API with one post; the calls the editor makes, in order. */
function blogServer(initial: ReturnType<typeof post>, { refuseFile = false } = {}) {
  let current = initial;
  const calls: { call: string; body: Record<string, unknown> }[] = [];
  stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/posts': () => json([current]),
    'POST /api/admin/posts/preview': json({ html: '<p>Petals.</p>' }),
    'POST /api/admin/posts/7/cover': async (request) => {
      const form = await request.formData();
      const file = form.get('file');
      calls.push({ call: 'POST cover', body: { coverAlt: form.get('coverAlt'), hasFile: file !== null && typeof file !== 'string' } });
      if (refuseFile) return json({ message: 'Please check the highlighted fields.', errors: { file: notAPicture } }, { status: 400 });
      current = post({ cover, coverAlt: form.get('coverAlt') });
      return json(current);
    },
    'DELETE /api/admin/posts/7/cover': () => {
      calls.push({ call: 'DELETE cover', body: {} });
      current = post();
      return json(current);
    },
    'PATCH /api/admin/posts/7': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ call: 'PATCH', body });
      current = { ...current, ...body };
      return json(current);
    },
  });
  return calls;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'stones.jpg', { type: 'image/jpeg' });

async function openEditor() {
  const { user } = renderApp('/admin?tab=blog');
  await user.click(await screen.findByRole('button', { name: 'Edit Rose Facial' }, { timeout: 15_000 }));
  return user;
}

describe('The post editor’s cover picture', () => {
  it('requires alt text with a new cover, then uploads it before saving the words', async () => {
    const calls = blogServer(post());
    const user = await openEditor();
    expect(screen.getByText('No cover: the blog shows its default picture.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Picture (JPEG, PNG or WebP, at most 15 MB)'), photo());
    expect(screen.getByText('stones.jpg will be the cover when you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alt = screen.getByLabelText('Alt text (describe the picture)');
    expect(await screen.findByText(altRequired)).toBeInTheDocument();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveFocus();
    expect(calls).toEqual([]);

    await user.type(alt, '  Rose petals in a copper bowl ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      expect(calls.map((c) => c.call)).toEqual(['POST cover', 'PATCH']);
    });
    expect(calls[0]?.body).toEqual({ coverAlt: 'Rose petals in a copper bowl', hasFile: true });
    expect(calls[1]?.body).toMatchObject({ coverAlt: 'Rose petals in a copper bowl' });
    expect(await screen.findByRole('button', { name: 'New Post' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the file under it and saves nothing else', async () => {
    const calls = blogServer(post(), { refuseFile: true });
    const user = await openEditor();
    await user.upload(screen.getByLabelText('Picture (JPEG, PNG or WebP, at most 15 MB)'), photo());
    await user.type(screen.getByLabelText('Alt text (describe the picture)'), 'Stones');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(notAPicture)).toBeInTheDocument();
    expect(screen.getByLabelText('Picture (JPEG, PNG or WebP, at most 15 MB)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((c) => c.call)).toEqual(['POST cover']);
  });

  it('shows the cover with its alt text and removes it on save', async () => {
    const calls = blogServer(post({ cover, coverAlt: 'Rose petals' }));
    const user = await openEditor();
    expect(screen.getByRole('img', { name: 'Rose petals' })).toHaveAttribute('width', '1600');
    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(screen.getByText('The cover will be removed when you save.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Rose petals' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      expect(calls.map((c) => c.call)).toEqual(['DELETE cover', 'PATCH']);
    });
  });
});
