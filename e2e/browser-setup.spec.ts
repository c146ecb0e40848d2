import { expect, test } from '@playwright/test';

// The journeys' browser as playwright.config.ts launches it: Playwright's own switches kept, the address
// bar's popups gone (each new page used to load them, about 1.5 s of CPU apiece).
test('the journeys’ Chromium keeps Playwright’s disabled features and opens no address-bar popups', async ({
  browser,
  page,
}) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
  // Chromium reads the last one only: it must hold everything Playwright's own (the first) turns off.
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const [playwrights, ...rest] = lists;
  const effective = rest.at(-1)!;
  expect(playwrights!.filter((feature) => !effective.includes(feature))).toEqual([]);
  expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));

  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual(
    [],
  );
});
