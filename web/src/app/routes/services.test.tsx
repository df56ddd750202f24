import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { pageMetaFor } from '@/config/page-meta';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const services = [
  { id: 7, name: 'Gold Facial', description: 'Radiance.', category: 'Facial Treatments', duration: 90, price: '650.00', isActive: true },
  { id: 1, name: 'Hot Stone Massage', description: 'Warm stones.', category: 'Massage Therapy', duration: 90, price: '480.00', isActive: true },
  { id: 9, name: 'Henna Ritual', description: '', category: 'Wellness Extras', duration: 30, price: '150.50', isActive: true },
  { id: 4, name: 'Royal Couples Retreat', description: 'Side by side.', category: 'Couples Packages', duration: 120, price: '750.00', isActive: true },
  { id: 2, name: 'Swedish Massage', description: 'Gentle.', category: 'Massage Therapy', duration: 60, price: '350.00', isActive: false },
];

describe('Services page', () => {
  it('shows a spinner, then one section per category in the fixed order, empty ones hidden', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    expect(await screen.findByRole('heading', { level: 1, name: 'Our Signature Services' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/loading services/i);

    await screen.findByRole('heading', { level: 2, name: 'Massage Therapy' });
    const sectionHeadings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => !/^(Why Choose|Ready to Unwind)/.test(text));
    // Body Treatments has no services: no section. The unknown category comes last.
    expect(sectionHeadings).toEqual(['Massage Therapy', 'Facial Treatments', 'Couples Packages', 'Wellness Extras']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe(pageMetaFor(testSiteConfig.business)['/services'].title);
  });

  it('renders a card with duration, AED price and a Book Now link for an active service', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    const card = await screen.findByRole('article', { name: 'Hot Stone Massage' });
    expect(within(card).getByText('Warm stones.')).toBeInTheDocument();
    expect(within(card).getByText('90 minutes')).toBeInTheDocument();
    expect(within(card).getByText('AED 480')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', '/booking?service=1');
    expect(within(card).queryByText('Unavailable')).not.toBeInTheDocument();

    expect(within(screen.getByRole('article', { name: 'Henna Ritual' })).getByText('AED 150.50')).toBeInTheDocument();
  });

  it('marks an inactive service Unavailable, without Book Now, and tells the visitor to contact the spa', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    const card = await screen.findByRole('article', { name: 'Swedish Massage' });
    expect(within(card).getByText('Unavailable')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
    expect(within(card).getByText(/currently unavailable.*contact us/i)).toBeInTheDocument();
  });

  it('staggers the card animations by 0.1 s per index', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/services');

    expect(await screen.findByRole('article', { name: 'Hot Stone Massage' })).toHaveStyle({ animationDelay: '0.0s' });
    expect(screen.getByRole('article', { name: 'Swedish Massage' })).toHaveStyle({ animationDelay: '0.1s' });
  });

  it('shows the benefits band and the closing call to action', async () => {
    stubApi({ '/api/services': json([]) });
    renderApp('/services');

    await screen.findByRole('heading', { level: 2, name: /^Why Choose/ });
    for (const benefit of ['Certified Therapists', 'Organic Products', 'Personalized Care', 'Award Winning']) {
      expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Book Your Service' })).toHaveAttribute('href', '/booking');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp Booking/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it('hides every category section when there are no services', async () => {
    stubApi({ '/api/services': json([]) });
    renderApp('/services');

    await screen.findByRole('heading', { level: 2, name: /^Why Choose/ });
    await waitFor(() => {
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('heading', { level: 2, name: 'Massage Therapy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the services cannot be loaded', async () => {
    stubApi({ '/api/services': new Response('boom', { status: 500, statusText: 'Internal Server Error' }) });
    renderApp('/services');

    expect(await screen.findByText('Failed to load services')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
