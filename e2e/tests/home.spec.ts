import type { Page } from '@playwright/test';

import { business } from '../playwright.config';
import { expect, expectAccessible, hydrated, test } from './fixtures';

interface ApiService {
  name: string;
}
interface ApiPost {
  slug: string;
  title: string;
}

/** A unique e-mail per run and test, so tests sharing the database never collide. */
const uniqueEmail = (tag: string) => `home-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ae`;

/** Scrolls to the contact section (its form's code loads as it nears the viewport) and returns the form. */
async function contactForm(page: Page) {
  const heading = page.getByRole('heading', { name: 'Send us a Message' });
  await heading.scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Send us a Message' });
  await expect(form).toBeVisible();
  return form;
}

// axe-core over these long pages takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('home page', () => {
  test('shows the ten sections in order, with working links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(business.name);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Wellness, Done Beautifully',
      'Our Signature Services',
      'What Our Guests Say',
      `A Hotel Sanctuary in ${business.district}`,
      'Step Inside Our Sanctuary',
      'Frequently Asked Questions',
      `Find Us in ${business.district}`,
      'Wellness Insights',
      'Get in Touch',
    ]);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
    await expect(main.getByRole('link', { name: 'View Full Gallery' })).toHaveAttribute('href', '/gallery');
    await expect(main.getByRole('link', { name: 'Book Your VIP Treatment Now' })).toHaveAttribute('href', '/booking');
    await expect(main.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
    const contact = page.getByRole('region', { name: 'Get in Touch' });
    await expect(contact.getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
    await expect(contact.getByText('Every day 9:00 AM - 10:00 PM')).toBeVisible();
    await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${business.whatsapp}`);
    await expect(page.getByRole('region', { name: 'Step Inside Our Sanctuary' }).getByRole('img')).toHaveCount(4);

    await main.getByRole('link', { name: 'Reserve Your Escape' }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('paints the poster first, with its size set and high priority', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const poster = page.locator('img[fetchpriority="high"]');
    await expect(poster).toHaveCount(1);
    await expect(poster).toHaveAttribute('width', '1920');
    await expect(poster).toHaveAttribute('height', '1080');
    await expect(poster).toHaveAttribute('srcset', /\/media\/hero\/poster-/);
    // Every picture of the page reserves its space (no layout shift).
    await expect(page.getByRole('region', { name: 'Wellness Insights' }).getByRole('article')).toHaveCount(3);
    const sizeless = await page.locator('main img:not([width]), main img:not([height])').count();
    expect(sizeless).toBe(0);
  });

  test('plays no video for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('img[fetchpriority="high"]')).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('adds the muted, looping, inline background video after the poster', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveCount(1, { timeout: 10_000 });
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(video.locator('source')).toHaveCount(2);
  });

  test('Discover Treatments scrolls the services section into view and moves focus there', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our Signature Services' });
    await expect(services.getByRole('article')).toHaveCount(4);
    await expect(services).not.toBeInViewport();
    // The page arrives rendered: a click before React has adopted the link scrolls natively, and focus stays put.
    const discover = page.getByRole('link', { name: 'Discover Treatments' });
    await hydrated(discover);
    await discover.click();
    await expect(services.getByRole('heading', { name: 'Our Signature Services' })).toBeInViewport();
    await expect(services).toBeFocused();
    // The fixed navigation bar does not cover the heading.
    const headingTop = await services.getByRole('heading', { level: 2 }).evaluate((h) => h.getBoundingClientRect().top);
    const navBottom = await page.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom);
    expect(headingTop).toBeGreaterThanOrEqual(navBottom);
  });

  test('shows the first 4 services and the first 3 posts from the API', async ({ page, request }) => {
    const services = (await (await request.get('/api/services')).json()) as ApiService[];
    const posts = (await (await request.get('/api/blog')).json()) as ApiPost[];
    await page.goto('/');

    const serviceCards = page.getByRole('region', { name: 'Our Signature Services' }).getByRole('article');
    await expect(serviceCards).toHaveCount(4);
    await expect(serviceCards.getByRole('heading', { level: 3 })).toHaveText(services.slice(0, 4).map((s) => s.name));

    const blog = page.getByRole('region', { name: 'Wellness Insights' });
    const postCards = blog.getByRole('article');
    await expect(postCards).toHaveCount(3);
    for (const [index, post] of posts.slice(0, 3).entries()) {
      const card = postCards.nth(index);
      await expect(card.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(card.locator('time')).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    }
    await postCards.first().getByRole('link', { name: posts[0]?.title ?? '', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${posts[0]?.slug ?? ''}$`));
  });

  test('the FAQ opens and closes by keyboard, and is accessible open', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    // The sections below the hero are adopted when the visitor comes to them.
    await first.scrollIntoViewIfNeeded();
    await hydrated(first);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = faq.getByText(/Book online in a minute/);
    await expect(answer).toBeVisible();
    // The stored answer names the details by placeholder; the page says the configured ones.
    await expect(answer).toContainText(`call us on ${business.phone} or`);
    await expect(answer).not.toContainText('{{');
    await expectAccessible(page, 'home with an FAQ answer open');

    // Arrow keys move between questions; Space opens the next one and closes the first.
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the whole page is accessible once everything has loaded', async ({ page }) => {
    await page.goto('/');
    await contactForm(page);
    await expect(page.getByRole('region', { name: 'Wellness Insights' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Our Signature Services' }).getByRole('article')).toHaveCount(4);
    await expectAccessible(page, 'home');
  });
});

test.describe('home contact form', () => {
  test('shows the validation messages for an empty submit, without sending', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/');
    const form = await contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
    await expect(form.getByLabel('Full Name *')).toBeFocused();
    expect(posted).toBe(false);
    await expectAccessible(page, 'home contact form with errors');
  });

  test('sends a valid message, shows the success toast and clears the form', async ({ page }) => {
    await page.goto('/');
    const form = await contactForm(page);
    const email = uniqueEmail('ok');
    await form.getByLabel('Full Name *').fill('Noura Al Mansoori');
    await form.getByLabel('Email Address *').fill(email);
    await form.getByLabel('Phone Number (Optional)').fill('+971 50 765 4321');
    await form.getByLabel('Message *').fill('Is the Moroccan bath available on Friday evening for two?');

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact'));
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Noura Al Mansoori',
      email,
      phone: '+971 50 765 4321',
      message: 'Is the Moroccan bath available on Friday evening for two?',
    });
    expect((await answered).status()).toBe(201);

    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form.getByLabel('Full Name *')).toHaveValue('');
    await expect(form.getByLabel('Email Address *')).toHaveValue('');
    await expect(form.getByLabel('Message *')).toHaveValue('');
    await expectAccessible(page, 'home after sending a message');
  });

  test('shows Sending... while sending, then the failure toast when the server fails', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'boom' });
    });
    await page.goto('/');
    const form = await contactForm(page);
    await form.getByLabel('Full Name *').fill('Noura Al Mansoori');
    await form.getByLabel('Email Address *').fill(uniqueEmail('fail'));
    await form.getByLabel('Message *').fill('Please call me back about a gift voucher.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Failed to Send Message')).toBeVisible();
    await expect(page.getByText('Please try again or contact us directly via WhatsApp.')).toBeVisible();
    // What the visitor typed stays, so they can try again.
    await expect(form.getByLabel('Full Name *')).toHaveValue('Noura Al Mansoori');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
