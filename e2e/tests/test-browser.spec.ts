import { expect, test } from '@playwright/test';

import { featuresDisabledBy } from '../playwright.config';

// The browser the tests run in (playwright.config.ts): Chromium's address-bar suggestion pages are turned off, as
// nobody types in a headless window's address bar, and Playwright's own list of features to turn off still holds
// (Chromium honours the last --disable-features only, so ours must extend it, not replace it).
test('the test browser makes no address-bar pages and keeps Playwright’s own settings', async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const disabled = featuresDisabledBy(commandLine.split(' '));
  // PaintHolding and MediaRouter are two of Playwright's (its chromiumSwitches).
  expect(disabled).toEqual(expect.arrayContaining(['PaintHolding', 'MediaRouter', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);
  await page.close();
});
