import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { consentStorageKey, consentVersion, readChoice } from '@/lib/consent';
import { loadLocale } from '@/lib/i18n';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { renderApp, stubApi } from '@/testing/test-utils';

const withPixel = { ...testSiteConfig, snapPixelId: 'pixel-42' };
const noContent = () => new Response(null, { status: 204 });

afterEach(() => {
  localStorage.clear();
});

async function findNotice() {
  return screen.findByRole('region', { name: 'Your privacy' }, { timeout: 15_000 });
}

/** The bodies the app sent to POST /api/consent. */
function consentBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  const bodies: unknown[] = [];
  for (const [input, init] of fetchMock.mock.calls) {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    if (url.endsWith('/api/consent') && init?.method === 'POST' && typeof init.body === 'string') bodies.push(JSON.parse(init.body));
  }
  return bodies;
}

describe('the consent notice', { timeout: 30_000 }, () => {
  it('is not shown, nor offered in the footer, when no ad tracker is configured', async () => {
    stubApi();
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Privacy choices' })).not.toBeInTheDocument();
  });

  it('asks on the first visit without taking focus; Accept and Reject alike, each remembered and recorded', async () => {
    const fetchMock = stubApi({ 'POST /api/consent': noContent });
    const { user } = renderApp('/terms', { siteConfig: withPixel });
    const notice = await findNotice();
    expect(notice).not.toContainElement(document.activeElement as HTMLElement);
    const accept = within(notice).getByRole('button', { name: 'Accept' });
    const reject = within(notice).getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className); // equally prominent
    expect(within(notice).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    await user.click(reject);
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    });
    expect(readChoice()).toEqual({ analytics: false, advertising: false });
    expect(consentBodies(fetchMock)).toEqual([{ analytics: false, advertising: false, version: consentVersion, language: 'en' }]);

    // Changed from the footer: the notice opens again, this time with focus in it, and gives it back after.
    const footerButton = screen.getByRole('button', { name: 'Privacy choices' });
    await user.click(footerButton);
    const again = await findNotice();
    await waitFor(() => {
      expect(again).toHaveFocus();
    });
    await user.click(within(again).getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      expect(footerButton).toHaveFocus();
    });
    expect(readChoice()).toEqual({ analytics: true, advertising: true });
    expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? '{}')).toMatchObject({ version: consentVersion });
  });

});

describe('the consent notice in Arabic', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await loadLocale('ar');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it("'Choose' offers analytics and advertising apart, both unticked", async () => {
    const fetchMock = stubApi({ 'POST /api/consent': noContent });
    const { user } = renderApp('/ar/terms', { siteConfig: { ...arabicSiteConfig, snapPixelId: 'pixel-42' } });
    const notice = await screen.findByRole('region', { name: 'خصوصيتك' }, { timeout: 15_000 });
    await user.click(within(notice).getByRole('button', { name: 'اختيار' }));
    const analytics = within(notice).getByRole('checkbox', { name: 'الإحصاءات' });
    const advertising = within(notice).getByRole('checkbox', { name: 'الإعلانات' });
    expect(analytics).not.toBeChecked();
    expect(advertising).not.toBeChecked();
    expect(analytics).toHaveFocus();
    await user.click(analytics);
    await user.click(within(notice).getByRole('button', { name: 'حفظ الاختيارات' }));
    expect(readChoice()).toEqual({ analytics: true, advertising: false });
    expect(consentBodies(fetchMock)).toEqual([{ analytics: true, advertising: false, version: consentVersion, language: 'ar' }]);
  });
});

describe('the consent notice, once answered', { timeout: 30_000 }, () => {

  it('is not shown again once answered under the current words, and is under new ones', async () => {
    stubApi();
    localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: false, advertising: false, version: consentVersion }));
    const first = renderApp('/terms', { siteConfig: withPixel });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: true, advertising: true, version: 'older' }));
    renderApp('/terms', { siteConfig: withPixel });
    expect(await findNotice()).toBeInTheDocument();
  });
});
