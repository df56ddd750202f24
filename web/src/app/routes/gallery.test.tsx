import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { json, renderApp, stubApi } from '@/testing/test-utils';

/** The demo gallery's six pictures (internal/seed/media.json), in their order. */
const galleryImages = [
  { category: 'Our Therapists', alt: 'Warm argan and amber oil, readied by candlelight before a massage' },
  { category: 'Treatment Rooms', alt: 'The couples suite at dusk: lamps low, towels rolled, rose petals on the bed' },
  { category: 'Wellness Areas', alt: 'Steam and soft light beneath the arches of our Moroccan hammam' },
  { category: 'Our Therapists', alt: 'Smooth basalt stones warmed and set out for a hot stone treatment' },
  { category: 'Treatment Rooms', alt: 'Fresh folded linen and eucalyptus in a private treatment room' },
  { category: 'Wellness Areas', alt: 'Afternoon palm shadows on the wall of the relaxation lounge' },
];

/** GET /api/gallery's answer holding those pictures, in their order. */
const galleryAnswer = galleryImages.map((g, i) => ({
  id: i + 1,
  alt: g.alt,
  category: g.category,
  position: i + 1,
  createdAt: '2026-11-01T08:00:00Z',
  picture: {
    width: 960,
    height: 720,
    variants: [480, 960].flatMap((width) => [
      { src: `/pictures/${String(i).padStart(31, '0')}${String(width)}.webp`, type: 'image/webp', width, height: (width * 3) / 4 },
      { src: `/pictures/${String(i).padStart(31, '0')}${String(width)}.jpg`, type: 'image/jpeg', width, height: (width * 3) / 4 },
    ]),
  },
}));

async function renderGallery() {
  stubApi({ '/api/gallery': json(galleryAnswer) });
  const view = renderApp('/gallery');
  await screen.findByRole('heading', { level: 1, name: 'Our Sanctuary' }, { timeout: 15_000 });
  await screen.findByRole('button', { name: 'All' }, { timeout: 15_000 });
  return view;
}

/** The grid's pictures: buttons that open the lightbox dialog. */
const pictureButtons = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-haspopup') === 'dialog');
/** The item at `index` (negative counts from the end); fails the test when there is none. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const first = nth(galleryImages, 0);
const last = nth(galleryImages, -1);

describe('Gallery page', { timeout: 30_000 }, () => {
  it('shows six captioned pictures, All pressed by default', async () => {
    await renderGallery();
    expect(document.title).toBe(pageMetaFor(testSiteConfig.business)['/gallery'].title);
    expect(pictureButtons()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(pictureButtons()[0]).toHaveTextContent(`${first.category}${first.alt}`);
    expect(screen.getByRole('heading', { name: 'Luxurious Interiors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'State-of-the-Art Equipment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Natural Elements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your Visit' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows each picture as WebP with a JPEG fallback, with its size', async () => {
    const { container } = await renderGallery();
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(6);
    const firstPicture = pictures[0];
    expect(firstPicture?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(firstPicture?.querySelector('source')?.getAttribute('srcset')).toMatch(/\.webp 480w, .*\.webp 960w$/);
    const img = firstPicture?.querySelector('img');
    expect(img?.getAttribute('srcset')).toMatch(/\.jpg 480w, .*\.jpg 960w$/);
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
  });

  it('says so when the gallery cannot be loaded', async () => {
    stubApi({ '/api/gallery': new Response('', { status: 500 }) });
    renderApp('/gallery');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Failed to load the gallery');
  });

  it('filters the grid by category', async () => {
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Treatment Rooms' }));
    expect(screen.getByRole('button', { name: 'Treatment Rooms' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const shown = pictureButtons();
    expect(shown).toHaveLength(galleryImages.filter((i) => i.category === 'Treatment Rooms').length);
    for (const button of shown) expect(button).toHaveTextContent(/^Treatment Rooms/);
  });

  it('opens the lightbox from a filtered grid and steps through the whole list, wrapping', async () => {
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Wellness Areas' }));
    const opener = nth(pictureButtons(), -1); // the last picture of the whole list is a Wellness Areas one
    expect(opener).toHaveTextContent(last.alt);
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: last.alt });
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: first.alt })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: last.alt })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: nth(galleryImages, 1).alt })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: first.alt })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens with Enter and closes with the close button, returning focus', async () => {
    const { user, container } = await renderGallery();
    const opener = nth(pictureButtons(), 0);
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: first.alt });
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
    // The page behind is out of reach while the lightbox covers it.
    expect(container.inert).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.inert).toBe(false);
    expect(opener).toHaveFocus();
  });
});
