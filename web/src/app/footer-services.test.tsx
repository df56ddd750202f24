import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';

import { footerServiceCount } from '@/features/services/components/footer-services';
import { loadLocale } from '@/lib/i18n';
import { arabicSiteConfig } from '@/testing/arabic-site-config';
import { json, renderApp, stubApi } from '@/testing/test-utils';

import ar from '../locales/ar.json';

// The footer's 'Our Services' names the menu's first active services, each linking to its card on the Services
// page, in the page's language: the names the manager gave them, not a fixed list.

const service = (id: number, name: string, nameAr: string, isActive = true) => ({
  id,
  name,
  nameAr,
  description: '',
  descriptionAr: '',
  category: id % 2 ? 'Massage Therapy' : 'Facial Treatments',
  duration: 60,
  price: '300.00',
  isActive,
});

const services = [
  service(1, 'Signature Arabian Massage', 'المساج العربي المميّز'),
  service(2, 'Winter Oud Night', 'ليلة العود الشتوية', false),
  service(3, 'Hot Stone Massage', 'مساج الأحجار الساخنة'),
  service(4, 'Desert Rose Facial', ''),
  service(5, 'Royal Couples Retreat', 'ملاذ الأزواج الملكي'),
  service(6, 'Moroccan Bath', 'الحمّام المغربي'),
  service(7, 'Deep Tissue Massage', 'مساج الأنسجة العميقة'),
  service(8, 'Swedish Massage', 'المساج السويدي'),
];

/** The API: the footer asks for the names only (summary=true); the Services page for the whole list. */
function stubServices() {
  return stubApi({
    '/api/services': (request) => {
      const summary = new URL(request.url).searchParams.get('summary') === 'true';
      return json(summary ? services : services.map((s) => ({ ...s, description: `About ${s.name}.` })));
    },
  });
}

async function footerServiceLinks(heading: string) {
  const footer = await screen.findByRole('contentinfo');
  const column = within(footer).getByRole('heading', { name: heading }).parentElement;
  if (!column) throw new Error('no column');
  await waitFor(() => {
    expect(within(column).getAllByRole('link')).toHaveLength(footerServiceCount);
  });
  return within(column).getAllByRole('link');
}

describe("the footer's services", () => {
  it('names the first active services, each linking to its card on the Services page', async () => {
    const fetchMock = stubServices();
    renderApp('/shell-test');
    const links = await footerServiceLinks('Our Services');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Signature Arabian Massage', '/services#service-1'],
      ['Hot Stone Massage', '/services#service-3'],
      ['Desert Rose Facial', '/services#service-4'],
      ['Royal Couples Retreat', '/services#service-5'],
      ['Moroccan Bath', '/services#service-6'],
      ['Deep Tissue Massage', '/services#service-7'],
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/services?summary=true')).toBe(true);
  });

  it('links the Services page itself while the names are not there', async () => {
    stubApi({ '/api/services': json({ message: 'Internal error.' }, { status: 500 }) });
    renderApp('/shell-test');
    const footer = await screen.findByRole('contentinfo');
    const column = within(footer).getByRole('heading', { name: 'Our Services' }).parentElement;
    if (!column) throw new Error('no column');
    expect(within(column).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services', '/services'],
    ]);
  });

  it("leads to the service's card once the Services page has drawn it", async () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element the page scrolls to.
    const scrolled: string[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.id);
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    stubServices();
    const { user, location } = renderApp('/shell-test');
    const links = await footerServiceLinks('Our Services');
    const hotStone = links.find((link) => link.textContent === 'Hot Stone Massage');
    if (!hotStone) throw new Error('no Hot Stone Massage link');
    await user.click(hotStone);
    expect(location().pathname).toBe('/services');
    const card = await screen.findByRole('article', { name: 'Hot Stone Massage' });
    expect(card).toHaveAttribute('id', 'service-3');
    await waitFor(() => {
      expect(scrolled).toContain('service-3');
    });
  });

  describe('on an Arabic page', () => {
    beforeEach(async () => {
      await loadLocale('ar');
    });
    afterEach(async () => {
      await loadLocale('en');
    });

    it('names them in Arabic, the English name marked where there is none, and links the Arabic Services page', async () => {
      stubServices();
      renderApp('/ar/shell-test', { siteConfig: arabicSiteConfig });
      const links = await footerServiceLinks(ar['footer.ourServices']);
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['المساج العربي المميّز', '/ar/services#service-1'],
        ['مساج الأحجار الساخنة', '/ar/services#service-3'],
        ['Desert Rose Facial', '/ar/services#service-4'],
        ['ملاذ الأزواج الملكي', '/ar/services#service-5'],
        ['الحمّام المغربي', '/ar/services#service-6'],
        ['مساج الأنسجة العميقة', '/ar/services#service-7'],
      ]);
      const english = links[2]?.querySelector('span');
      expect(english).toHaveAttribute('lang', 'en');
      expect(english).toHaveAttribute('dir', 'auto');
    });
  });
});
