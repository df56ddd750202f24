import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { json, renderApp, stubApi } from '@/testing/test-utils';

const services = [
  { id: 7, name: 'Gold Facial', description: 'Radiance.', category: 'Facial Treatments', duration: 90, price: '650.00', isActive: true },
  { id: 1, name: 'Hot Stone Massage', description: 'Warm stones.', category: 'Massage Therapy', duration: 90, price: '480.00', isActive: true },
  { id: 4, name: 'Royal Couples Retreat', description: 'Side by side.', category: 'Couples Packages', duration: 120, price: '750.00', isActive: true },
  { id: 2, name: 'Swedish Massage', description: 'Gentle.', category: 'Massage Therapy', duration: 60, price: '350.00', isActive: false },
];

describe('Booking page', () => {
  it('shows the title, the steps and the form while the services load, each waiting part with its spinner', async () => {
    stubApi({ '/api/services': () => new Promise<Response>(() => undefined) });
    renderApp('/booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Treatment' })).toBeInTheDocument();
    expect(screen.getByText(/^Choose your treatment, tell us when you would like to come/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How booking works' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: /Select Service/ });
    expect(select).toBeDisabled();
    expect(within(select).getByRole('option')).toHaveTextContent('Loading treatments…');
    expect(screen.getByLabelText(/Full Name/)).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Popular Services' })).getByRole('status')).toHaveTextContent(
      'Loading popular services',
    );
    expect(within(screen.getByRole('region', { name: 'All Our Services' })).getByRole('status')).toHaveTextContent(
      'Loading services',
    );
  });

  it("offers the week's start times the server names until a service and a day are chosen", async () => {
    stubApi({ '/api/services': () => new Promise<Response>(() => undefined) });
    renderApp('/booking', { siteConfig: { ...testSiteConfig, slotTimes: ['10:00', '10:30', '22:30'] } });
    const time = await screen.findByRole('combobox', { name: /Preferred Time/ });
    expect(within(time).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a time',
      '10:00 AM',
      '10:30 AM',
      '10:30 PM',
    ]);
  });

  it('fills the service list, Popular Services and every card once the services are in', async () => {
    stubApi({ '/api/services': json(services) });
    renderApp('/booking');

    const select = screen.getByRole('combobox', { name: /Select Service/ });
    expect(await within(select).findByRole('option', { name: 'Gold Facial — AED 650.00 · 90 minutes' })).toBeEnabled();
    expect(select).toBeEnabled();
    expect(within(select).getByRole('option', { name: 'Swedish Massage — Unavailable' })).toBeDisabled();
    const popular = within(screen.getByRole('region', { name: 'Popular Services' })).getAllByRole('listitem');
    expect(popular.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Gold Facial',
      'Hot Stone Massage',
      'Royal Couples Retreat',
    ]);
    expect(within(screen.getByRole('region', { name: 'All Our Services' })).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers any, female, male and the therapists qualified for the chosen service as the preference', async () => {
    stubApi({ '/api/services': json(services), '/api/therapists': json([{ id: 3, name: 'Amal Haddad', gender: 'female' }]) });
    const { user } = renderApp('/booking');
    const select = screen.getByRole('combobox', { name: /Select Service/ });
    await within(select).findByRole('option', { name: /^Gold Facial/ });
    await user.selectOptions(select, '7');
    const preference = screen.getByRole('combobox', { name: 'Therapist preference' });
    expect(await within(preference).findByRole('option', { name: 'Amal Haddad' })).toHaveValue('therapist:3');
    expect(within(preference).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any therapist',
      'Female therapist',
      'Male therapist',
      'Amal Haddad',
    ]);
    expect(preference).toHaveValue('any');
  });

  it('a service no therapist does says it cannot be booked online and offers WhatsApp instead', async () => {
    stubApi({ '/api/services': json(services), '/api/therapists': json([]) });
    const { user } = renderApp('/booking');
    const select = screen.getByRole('combobox', { name: /Select Service/ });
    await within(select).findByRole('option', { name: /^Gold Facial/ });
    await user.selectOptions(select, '7');
    const notice = await screen.findByText(/^This treatment cannot be booked online\./);
    const link = within(notice).getByRole('link', { name: 'Book it with us on WhatsApp' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Gold Facial');
    expect(screen.queryByRole('combobox', { name: 'Therapist preference' })).not.toBeInTheDocument();
  });

  it('on a failure says so and offers WhatsApp, with nothing left loading', async () => {
    stubApi({ '/api/services': json({ message: 'Internal error.' }, { status: 500 }) });
    renderApp('/booking');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load servicesPlease try again later.');
    expect(within(alert).getByRole('link', { name: /Book on WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    expect(screen.queryByRole('region', { name: 'Popular Services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All Our Services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe("the calendar starts on the spa's today, in the spa's time zone", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // 20:30 UTC on 21 November: already 00:30 on the 22nd in Dubai, still 15:30 on the 21st in New York.
    async function calendarAt(timeZone: string) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T20:30:00Z'));
      stubApi({ '/api/services': json(services) });
      const { user } = renderApp('/booking', { siteConfig: { ...testSiteConfig, timeZone } });
      await user.click(screen.getByRole('button', { name: /^Preferred Date/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Choose your booking date' });
      return (name: RegExp) => within(dialog).getByRole('button', { name });
    }

    it('in Dubai, the 21st has passed', async () => {
      const day = await calendarAt('Asia/Dubai');
      expect(day(/November 21st, 2026/)).toBeDisabled();
      expect(day(/November 22nd, 2026/)).toBeEnabled();
    });

    it('in New York, the spa is still on the 21st', async () => {
      const day = await calendarAt('America/New_York');
      expect(day(/November 21st, 2026/)).toBeEnabled();
      expect(day(/November 20th, 2026/)).toBeDisabled();
    });
  });
});
