import { business } from '../playwright.config';
import { expect, expectAccessible, test } from './fixtures';
import type { Page } from '@playwright/test';

// Several page loads and axe-core scans per test: room for a busy CI machine.
test.describe.configure({ timeout: 60_000 });

const form = (page: Page) => page.getByRole('form', { name: 'Send us a Message' });

// The first screen of a page can take a while on a loaded machine.
const loading = expect.configure({ timeout: 20_000 });

async function openContact(page: Page) {
  await page.goto('/contact');
  await loading(form(page)).toBeVisible();
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe('contact page', () => {
  test('shows the info cards, the form, booking options and social links', { tag: '@page' }, async ({ page }) => {
    await openContact(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page).toHaveTitle(`Contact Us | Spa in ${business.district}, Dubai | ${business.phone}`);

    const details = page.getByRole('region', { name: 'Contact details' });
    await expect(details).toContainText(business.hotel);
    await expect(details).toContainText(`${business.district}, Dubai, UAE`);
    await expect(details.getByRole('link', { name: business.phone })).toHaveAttribute('href', business.tel);
    await expect(details).toContainText('Monday-Sunday 9:00 AM - 10:00 PM');
    await expect(details.getByRole('link', { name: /Message us directly/ })).toHaveAttribute('href', `https://wa.me/${business.whatsapp}`);

    await expect(form(page).getByLabel('Full Name *')).toBeVisible();
    await expect(form(page).getByLabel('Email Address *')).toHaveAttribute('type', 'email');
    await expect(form(page).getByLabel('Phone Number (Optional)')).toBeVisible();
    await expect(form(page).getByLabel('Message *')).toHaveAttribute('rows', '5');

    await expect(page.getByRole('heading', { name: 'Visit Our Sanctuary' })).toBeVisible();
    const booking = page.getByRole('region', { name: 'Quick Booking Options' });
    await expect(booking.getByRole('link', { name: 'Online Booking' })).toHaveAttribute('href', '/booking');
    await expect(booking.getByRole('link', { name: /WhatsApp Booking/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${business.whatsapp}\\?text=`),
    );
    await expect(booking.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', business.tel);

    // Only the profiles configured: Instagram, and the spa's WhatsApp; Facebook and Twitter are unset.
    const follow = page.getByRole('region', { name: 'Follow Us' });
    await expect(follow.getByRole('link')).toHaveCount(2);
    await expect(follow.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', business.instagram);
    await expect(follow.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${business.whatsapp}`);
    await expectAccessible(page, 'contact');
  });

  test('an empty submit shows the three messages', { tag: '@page' }, async ({ page }) => {
    await openContact(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByLabel('Full Name *')).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await expect(form(page).getByLabel('Email Address *')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(form(page).getByLabel('Message *')).toHaveAccessibleDescription('Message must be at least 10 characters.');
    await expect(form(page).getByLabel('Full Name *')).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel('Full Name *')).toBeFocused();
    await expectAccessible(page, 'contact with validation errors');
  });

  test('a valid message is sent: success toast and a cleared form', async ({ page }) => {
    await openContact(page);
    const id = unique();
    await form(page).getByLabel('Full Name *').fill(`Contact Tester ${id}`);
    await form(page).getByLabel('Email Address *').fill(`contact-${id}@example.ae`);
    await form(page).getByLabel('Phone Number (Optional)').fill('+971 50 123 4567');
    await form(page).getByLabel('Message *').fill('Do you have a couples package available this Friday evening?');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    await loading(page.getByText('Message Sent Successfully!')).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    // Styled by sonner's stylesheet, which comes with the toast's code (not in the first stylesheet): a fixed area.
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed');
    await expect(form(page).getByLabel('Full Name *')).toHaveValue('');
    await expect(form(page).getByLabel('Email Address *')).toHaveValue('');
    await expect(form(page).getByLabel('Message *')).toHaveValue('');
    await expectAccessible(page, 'contact after sending');
  });

  test("shows 'Sending...' while sending, and the failure toast when the server fails", { tag: '@page' }, async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'Internal error.' });
    });
    await openContact(page);
    const id = unique();
    await form(page).getByLabel('Full Name *').fill(`Failing Tester ${id}`);
    await form(page).getByLabel('Email Address *').fill(`fail-${id}@example.ae`);
    await form(page).getByLabel('Message *').fill('This message will not arrive, the server is down.');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await loading(page.getByText('Failed to Send Message')).toBeVisible();
    await expect(page.getByText('Please try again or contact us directly via WhatsApp.')).toBeVisible();
    // What the visitor typed is kept, to try again.
    await expect(form(page).getByLabel('Full Name *')).toHaveValue(`Failing Tester ${id}`);
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
