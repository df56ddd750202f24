import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { loadLocale, loadMessages } from '@/lib/i18n';
import galleryAr from '@/locales/gallery/ar.json';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi, wholeText } from '@/testing/test-utils';

/**
 * The demo gallery's six pictures (internal/seed/media.json), in their order, with an Arabic text for all but the
 * fifth (not translated: an Arabic page shows its English, marked lang="en").
 */
const galleryImages = [
  { category: 'Our Therapists', alt: 'Warm argan and amber oil, readied by candlelight before a massage', altAr: 'زيت الأرغان والعنبر الدافئ على ضوء الشموع قبل التدليك' },
  { category: 'Treatment Rooms', alt: 'The couples suite at dusk: lamps low, towels rolled, rose petals on the bed', altAr: 'جناح الثنائي عند الغسق' },
  { category: 'Wellness Areas', alt: 'Steam and soft light beneath the arches of our Moroccan hammam', altAr: 'بخار وضوء خافت تحت أقواس حمّامنا المغربي' },
  { category: 'Our Therapists', alt: 'Smooth basalt stones warmed and set out for a hot stone treatment', altAr: 'أحجار بازلتية ملساء دافئة' },
  { category: 'Treatment Rooms', alt: 'Fresh folded linen and eucalyptus in a private treatment room', altAr: '' },
  { category: 'Wellness Areas', alt: 'Afternoon palm shadows on the wall of the relaxation lounge', altAr: 'ظلال النخيل على جدار صالة الاسترخاء' },
];

/** GET /api/gallery's answer holding those pictures, in their order. */
const galleryAnswer = galleryImages.map((g, i) => ({
  id: i + 1,
  alt: g.alt,
  altAr: g.altAr,
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
    // The head is written once lib/page-head.ts has loaded, after the page's content.
    await waitFor(() => {
      expect(document.title).toBe(pageMetaFor(testSiteConfig.business)['/gallery'].title);
    });
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

    // The lightbox's code is fetched when the visitor first touches the pictures: it opens once that is in.
    const dialog = await screen.findByRole('dialog', { name: last.alt });
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
    const dialog = await screen.findByRole('dialog', { name: first.alt });
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
    });
    // The page behind is out of reach while the lightbox covers it.
    expect(container.inert).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.inert).toBe(false);
    expect(opener).toHaveFocus();
  });
});

describe('Gallery page in Arabic', { timeout: 30_000 }, () => {
  // The page's code loads its catalog once, in the language active then: English, in this file.
  beforeEach(async () => {
    await loadLocale('ar');
    await loadMessages('gallery');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  const arabicAlt = (index: number) => nth(galleryImages, index).altAr;

  async function renderArabic() {
    stubApi({ '/api/gallery': json(galleryAnswer) });
    const view = renderApp('/ar/gallery', { siteConfig: arabicSiteConfig });
    await screen.findByRole('heading', { level: 1, name: galleryAr['gallery.hero.title'] }, { timeout: 15_000 });
    await screen.findByRole('button', { name: galleryAr['gallery.filter.all'] }, { timeout: 15_000 });
    return view;
  }

  it('shows the filter, the captions with the Arabic descriptions, the features and the call to action', async () => {
    await renderArabic();
    expect(screen.getByRole('region', { name: galleryAr['gallery.pictures'] })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: galleryAr['gallery.filter.label'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: galleryAr['gallery.filter.all'] })).toHaveAttribute('aria-pressed', 'true');
    for (const category of ['therapists', 'rooms', 'wellness'] as const) {
      expect(screen.getByRole('button', { name: galleryAr[`gallery.category.${category}`] })).toBeInTheDocument();
    }
    const buttons = pictureButtons();
    expect(buttons).toHaveLength(6);
    expect(buttons[0]).toHaveTextContent(`${galleryAr['gallery.category.therapists']}${arabicAlt(0)}`);
    // Not translated: the English description, marked so.
    expect(buttons[4]).toHaveTextContent(`${galleryAr['gallery.category.rooms']}${nth(galleryImages, 4).alt}`);
    expect(buttons[4]?.querySelector('[lang="en"]')).toHaveTextContent(nth(galleryImages, 4).alt);
    expect(buttons[0]?.querySelector('[lang]')).toBeNull();
    for (const feature of ['interiors', 'equipment', 'nature'] as const) {
      expect(screen.getByRole('heading', { level: 3, name: galleryAr[`gallery.features.${feature}.title`] })).toBeInTheDocument();
    }
    expect(screen.getByText(wholeText(/تعال واشعر بهدوء ملاذنا في البرشاء 1 بنفسك/))).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: galleryAr['gallery.cta.book'] })).toHaveAttribute('href', '/ar/booking');
    expect(main.getByRole('link', { name: galleryAr['gallery.cta.contact'] })).toHaveAttribute('href', '/ar/contact');
    for (const english of ['All', 'Our Sanctuary', 'Luxurious Interiors', 'Our Therapists']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('filters by the Arabic category names', async () => {
    const { user } = await renderArabic();
    await user.click(screen.getByRole('button', { name: galleryAr['gallery.category.wellness'] }));
    const shown = pictureButtons();
    expect(shown).toHaveLength(2);
    for (const button of shown) expect(button).toHaveTextContent(new RegExp(`^${galleryAr['gallery.category.wellness']}`));
  });

  it('steps through the lightbox the right-to-left way: ArrowLeft is next, ArrowRight previous, and says where it is in Arabic', async () => {
    const { user } = await renderArabic();
    const opener = nth(pictureButtons(), 0);
    await user.click(opener);
    let dialog = await screen.findByRole('dialog', { name: arabicAlt(0) });
    const next = within(dialog).getByRole('button', { name: galleryAr['gallery.lightbox.next'] });
    const previous = within(dialog).getByRole('button', { name: galleryAr['gallery.lightbox.previous'] });
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
    // The chevrons point the way the page reads: turned round on a right-to-left page.
    for (const button of [next, previous]) expect(button.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', arabicAlt(0));
    expect(within(dialog).getByText(galleryAr['gallery.category.therapists'])).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`الصورة 1 من 6: ${arabicAlt(0)}`);

    await user.keyboard('{ArrowLeft}');
    dialog = screen.getByRole('dialog', { name: arabicAlt(1) });
    expect(dialog).toHaveTextContent(`الصورة 2 من 6: ${arabicAlt(1)}`);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Back past the first, wrapping to the last.
    dialog = screen.getByRole('dialog', { name: arabicAlt(5) });
    expect(dialog).toHaveTextContent(`الصورة 6 من 6: ${arabicAlt(5)}`);
    await user.keyboard('{ArrowRight}');
    // The fifth has no Arabic: its English, marked lang="en", in the title, the announcement and the picture.
    dialog = screen.getByRole('dialog', { name: nth(galleryImages, 4).alt });
    expect(within(dialog).getByRole('img')).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByRole('heading').querySelector('[lang="en"]')).toHaveTextContent(nth(galleryImages, 4).alt);
    expect(dialog).toHaveTextContent(`الصورة 5 من 6: ${nth(galleryImages, 4).alt}`);

    // The buttons: next forward, previous back.
    await user.click(within(dialog).getByRole('button', { name: galleryAr['gallery.lightbox.next'] }));
    expect(screen.getByRole('dialog', { name: arabicAlt(5) })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: galleryAr['gallery.lightbox.close'] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says so in Arabic when the gallery cannot be loaded', async () => {
    stubApi({ '/api/gallery': new Response('', { status: 500 }) });
    renderApp('/ar/gallery', { siteConfig: arabicSiteConfig });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(galleryAr['gallery.error.title']);
    expect(alert).toHaveTextContent(galleryAr['gallery.error.text']);
  });
});
