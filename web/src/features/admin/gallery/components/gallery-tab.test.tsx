import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const picture = (n: number) => ({
  width: 960,
  height: 720,
  variants: [
    { src: `/pictures/${String(n).padStart(32, '0')}.webp`, type: 'image/webp', width: 960, height: 720 },
    { src: `/pictures/${String(n).padStart(32, '0')}.jpg`, type: 'image/jpeg', width: 960, height: 720 },
  ],
});
const item = (id: number, alt: string, position: number, altAr = '') => ({
  id,
  alt,
  altAr,
  category: 'Treatment Rooms',
  position,
  picture: picture(id),
  createdAt: '2026-11-01T08:00:00Z',
});

const hiddenChars = 'Please remove the hidden characters (control, zero-width or text-direction characters).';

/** A server holding the gallery in memory: moves, edits, uploads and deletes change what the next GET answers. */
function galleryServer(alts: string[], altsAr: string[] = []) {
  let items = alts.map((alt, i) => item(i + 1, alt, i + 1, altsAr[i]));
  const calls: { method: string; path: string; body: unknown }[] = [];
  const renumber = () => {
    items = items.map((it, i) => ({ ...it, position: i + 1 }));
  };
  const fetchMock = stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/gallery': () => json(items),
    'POST /api/admin/gallery': async (request) => {
      const form = await request.formData();
      calls.push({ method: 'POST', path: '/api/admin/gallery', body: Object.fromEntries([...form.keys()].map((k) => [k, typeof form.get(k) === 'string' ? form.get(k) : 'file'])) });
      if (form.get('alt') === 'bad file') {
        return json({ message: 'Please check the highlighted fields.', errors: { file: 'Only JPEG, PNG or WebP pictures can be uploaded: this file is not one.' } }, { status: 400 });
      }
      const alt = form.get('alt');
      const altAr = form.get('altAr');
      if (typeof altAr === 'string' && altAr.includes('\u202e')) {
        return json({ message: 'Please check the highlighted fields.', errors: { altAr: hiddenChars } }, { status: 400 });
      }
      items.push(item(99, typeof alt === 'string' ? alt : '', items.length + 1, typeof altAr === 'string' ? altAr : ''));
      return json(items.at(-1), { status: 201 });
    },
  });
  const base = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    const match = /^\/api\/admin\/gallery\/(\d+)$/.exec(new URL(request.url).pathname);
    if (match && (request.method === 'PATCH' || request.method === 'DELETE')) {
      const id = Number(match[1]);
      const body: unknown = request.method === 'PATCH' ? await request.json() : null;
      calls.push({ method: request.method, path: new URL(request.url).pathname, body });
      const found = items.find((i) => i.id === id);
      if (!found) return json({ message: 'Picture not found.' }, { status: 404 });
      const { position, ...fields } = (body ?? {}) as { position?: number; alt?: string; altAr?: string; category?: string };
      if (fields.alt?.includes('\u202e')) {
        return json({ message: 'Please check the highlighted fields.', errors: { alt: hiddenChars } }, { status: 400 });
      }
      if (fields.altAr?.includes('\u202e')) {
        return json({ message: 'Please check the highlighted fields.', errors: { altAr: hiddenChars } }, { status: 400 });
      }
      items = items.filter((i) => i.id !== id);
      if (request.method === 'PATCH') items.splice((position ?? found.position) - 1, 0, { ...found, ...fields });
      renumber();
      return request.method === 'PATCH' ? json(items.find((i) => i.id === id)) : new Response(null, { status: 204 });
    }
    if (!base) throw new Error('no fetch stub');
    return base(input, init);
  });
  return { calls, order: () => items.map((i) => i.alt), arabic: () => items.map((i) => i.altAr) };
}

const rows = () => within(screen.getByRole('list', { name: 'Gallery pictures' })).getAllByRole('listitem');

describe('Gallery tab', () => {
  it('moves a picture up by keyboard, announces it and keeps the focus on its button', async () => {
    const server = galleryServer(['Hammam', 'Lounge', 'Suite']);
    const { user } = renderApp('/admin?tab=gallery');
    const up = await screen.findByRole('button', { name: 'Move “Suite” up' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Move “Hammam” up' })).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.getByText('“Suite” moved to position 2 of 3.')).toBeInTheDocument();
    });
    expect(server.calls).toContainEqual({ method: 'PATCH', path: '/api/admin/gallery/3', body: { position: 2 } });
    await waitFor(() => {
      expect(rows().map((r) => r.textContent)).toEqual([
        expect.stringContaining('Hammam'),
        expect.stringContaining('Suite'),
        expect.stringContaining('Lounge'),
      ]);
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move “Suite” up' })).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(server.order()).toEqual(['Suite', 'Hammam', 'Lounge']);
    });
    // At the top, Move up is disabled: the focus goes to Move down.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move “Suite” down' })).toHaveFocus();
    });
  });

  it('uploads with alt text and category, refuses a missing alt, shows the server’s file message', async () => {
    const server = galleryServer(['Hammam']);
    const { user } = renderApp('/admin?tab=gallery');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'room.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Picture', {}, { timeout: 15_000 }), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please describe the picture for visitors who cannot see it (alt text).')).toBeInTheDocument();
    expect(screen.getByLabelText('Alt text (describe the picture)')).toHaveFocus();
    expect(server.calls).toEqual([]);

    await user.type(screen.getByLabelText('Alt text (describe the picture)'), 'bad file');
    await user.selectOptions(screen.getByLabelText('Category'), 'Wellness Areas');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Only JPEG, PNG or WebP pictures can be uploaded: this file is not one.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Alt text (describe the picture)'));
    await user.type(screen.getByLabelText('Alt text (describe the picture)'), 'Candles by the pool');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(server.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/gallery',
      body: { alt: 'Candles by the pool', altAr: '', category: 'Wellness Areas', file: 'file' },
    });
  });

  it('edits a picture’s alt text and category, sending them in a PATCH, and gives the focus back to Edit', async () => {
    const server = galleryServer(['Hammam', 'Lounge']);
    const { user } = renderApp('/admin?tab=gallery');
    const edit = await screen.findByRole('button', { name: 'Edit “Lounge”' }, { timeout: 15_000 });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit picture' });
    const alt = within(dialog).getByLabelText('Alt text (describe the picture)');
    expect(alt).toHaveValue('Lounge');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Treatment Rooms');

    // The form's own check: the alt text is required.
    await user.clear(alt);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(alt).toHaveAccessibleDescription('Please describe the picture for visitors who cannot see it (alt text).');
    expect(alt).toHaveFocus();
    expect(server.calls).toEqual([]);

    await user.type(alt, '  Relaxation lounge with loungers ');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Wellness Areas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(server.calls).toEqual([
      { method: 'PATCH', path: '/api/admin/gallery/2', body: { alt: 'Relaxation lounge with loungers', altAr: '', category: 'Wellness Areas' } },
    ]);
    expect(await screen.findByText('Picture updated')).toBeInTheDocument();
    await waitFor(() => {
      expect(rows()[1]).toHaveTextContent('Relaxation lounge with loungersWellness Areas');
    });
    expect(server.order()).toEqual(['Hammam', 'Relaxation lounge with loungers']);
    expect(screen.getByRole('button', { name: 'Edit “Relaxation lounge with loungers”' })).toHaveFocus();
  });

  it('keeps the edit dialog open with the server’s field message under the alt text', async () => {
    const server = galleryServer(['Hammam']);
    const { user } = renderApp('/admin?tab=gallery');
    await user.click(await screen.findByRole('button', { name: 'Edit “Hammam”' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit picture' });
    const alt = within(dialog).getByLabelText('Alt text (describe the picture)');
    await user.clear(alt);
    // A text-direction override passes the form's check; the server refuses it.
    await user.type(alt, 'Steam \u202eroom');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(alt).toHaveAccessibleDescription(hiddenChars);
    });
    expect(alt).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Edit picture' })).toBeInTheDocument();
    expect(server.calls).toEqual([{ method: 'PATCH', path: '/api/admin/gallery/1', body: { alt: 'Steam \u202eroom', altAr: '', category: 'Treatment Rooms' } }]);
    expect(server.order()).toEqual(['Hammam']);

    // Cancel closes it unchanged and the focus goes back to the Edit button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Edit “Hammam”' })).toHaveFocus();
    expect(server.calls).toHaveLength(1);
  });

  it('deletes a picture only after the confirmation', async () => {
    const server = galleryServer(['Hammam', 'Lounge']);
    const { user } = renderApp('/admin?tab=gallery');
    await user.click(await screen.findByRole('button', { name: 'Delete “Lounge”' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this picture?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete “Lounge”' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(server.calls).toEqual([{ method: 'DELETE', path: '/api/admin/gallery/2', body: null }]);
  });

  it('uploads with an Arabic alt text, right to left, and shows the server’s message under it', async () => {
    const server = galleryServer(['Hammam']);
    const { user } = renderApp('/admin?tab=gallery');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'steam.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Picture', {}, { timeout: 15_000 }), file);
    const altAr = screen.getByLabelText('Arabic alt text');
    expect(altAr).toHaveAttribute('dir', 'rtl');
    expect(altAr).toHaveAttribute('lang', 'ar');
    await user.type(screen.getByLabelText('Alt text (describe the picture)'), 'Steam under the arches');
    await user.selectOptions(screen.getByLabelText('Category'), 'Wellness Areas');

    // The field takes at most 250 characters (the form's own check is in picture-rules).
    expect(altAr).toHaveAttribute('maxLength', '250');

    // The server's refusal goes under the Arabic field.
    await user.type(altAr, 'بخار \u202eتحت الأقواس');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(altAr).toHaveAccessibleDescription(hiddenChars);
    });
    expect(altAr).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Alt text (describe the picture)')).toHaveAttribute('aria-invalid', 'false');

    await user.clear(altAr);
    await user.type(altAr, '  بخار تحت الأقواس ');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(2);
    });
    expect(server.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/gallery',
      body: { alt: 'Steam under the arches', altAr: 'بخار تحت الأقواس', category: 'Wellness Areas', file: 'file' },
    });
    const shown = within(screen.getByRole('list', { name: 'Gallery pictures' })).getByText('بخار تحت الأقواس');
    expect(rows()[1]).toContainElement(shown);
    expect(shown).toHaveAttribute('lang', 'ar');
    expect(shown).toHaveAttribute('dir', 'rtl');
  });

  it('edits a picture’s Arabic alt text and shows the server’s message under it', async () => {
    const server = galleryServer(['Hammam', 'Lounge'], ['', 'صالة الاسترخاء']);
    const { user } = renderApp('/admin?tab=gallery');
    await user.click(await screen.findByRole('button', { name: 'Edit “Lounge”' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit picture' });
    const altAr = within(dialog).getByLabelText('Arabic alt text');
    expect(altAr).toHaveValue('صالة الاسترخاء');
    expect(altAr).toHaveAttribute('dir', 'rtl');
    expect(altAr).toHaveAttribute('lang', 'ar');

    await user.clear(altAr);
    await user.type(altAr, 'صالة \u202eالاسترخاء');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(altAr).toHaveAccessibleDescription(hiddenChars);
    });
    expect(altAr).toHaveFocus();
    expect(within(dialog).getByLabelText('Alt text (describe the picture)')).toHaveAttribute('aria-invalid', 'false');
    expect(server.arabic()).toEqual(['', 'صالة الاسترخاء']);

    await user.clear(altAr);
    await user.type(altAr, 'ظلال النخيل على جدار الصالة');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(server.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/admin/gallery/2',
      body: { alt: 'Lounge', altAr: 'ظلال النخيل على جدار الصالة', category: 'Treatment Rooms' },
    });
    expect(server.arabic()).toEqual(['', 'ظلال النخيل على جدار الصالة']);
  });
});
