import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { galleryImages } from '@/features/gallery/data/gallery-images';
import { renderApp, stubApi } from '@/testing/test-utils';

async function renderGallery() {
  stubApi();
  const view = renderApp('/gallery');
  await screen.findByRole('heading', { level: 1, name: 'Our Sanctuary' }, { timeout: 15_000 });
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
    expect(pictureButtons()[0]).toHaveTextContent(`${first.category}${first.image.alt}`);
    expect(screen.getByRole('heading', { name: 'Luxurious Interiors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'State-of-the-Art Equipment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Natural Elements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your Visit' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
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
    expect(opener).toHaveTextContent(last.image.alt);
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: last.image.alt });
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: first.image.alt })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: last.image.alt })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: nth(galleryImages, 1).image.alt })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: first.image.alt })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens with Enter and closes with the close button, returning focus', async () => {
    const { user, container } = await renderGallery();
    const opener = nth(pictureButtons(), 0);
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: first.image.alt });
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
    // The page behind is out of reach while the lightbox covers it.
    expect(container.inert).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.inert).toBe(false);
    expect(opener).toHaveFocus();
  });
});
