import type { Page } from '@playwright/test';
import { expect } from './member-session.ts';

/** The phone and the desktop the member-experience issues were found on. */
export const memberWidths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * What sticks out to the right of (or left of) the screen: the page's own scroll width, and every visible
 * link, button, field and heading whose box leaves the viewport without a scrolling box of its own around it.
 */
export async function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element | null): boolean => {
      for (let current = element; current && current !== document.body; current = current.parentElement) {
        const { overflowX } = getComputedStyle(current);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const offscreen = Array.from(
      document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, h1, h2, h3'),
    )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // Hidden from people on purpose.
        if (element.closest('[aria-hidden="true"]')) return false;
        return (box.right > viewport + 1 || box.left < -1) && !scrollsSideways(element.parentElement);
      })
      .map((element) => {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
      });
    return { pageWidth: document.documentElement.scrollWidth, viewport, offscreen };
  });
}

/**
 * Nothing on the page as it is now is wider than the screen, nor sticks out of it (soft: every page is
 * listed).
 */
export async function expectFitsTheScreen(page: Page, where: string) {
  // Polled: a resize is followed by layout in the next frames (an open menu is placed again for the new
  // width), which a busy machine runs late. What stays over the edge fails once the wait is over.
  await expect
    .soft(async () => {
      const { pageWidth, viewport, offscreen } = await measureOverflow(page);
      expect({ where, pageWidth, offscreen }).toEqual({ where, pageWidth: viewport, offscreen: [] });
    })
    .toPass({ timeout: 5_000 });
}

/**
 * A signed-in tab holds a live event stream open, so the network would never go idle; layout does not depend
 * on it, and without it the app polls as it would after a dropped stream.
 */
export async function withoutLiveEvents(page: Page) {
  await page.route('**/api/live/events', (route) => route.abort());
}

/** Waits until the page has its data: the network is idle and no "Loading" line is left. */
export async function waitForData(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/**
 * The elements whose own text holds `marker` (a member's long word) and that do not sit whole inside the
 * screen and inside every box around them that clips or scrolls: a bubble cut off at the thread's edge is
 * listed even though the page itself is not wider than the screen.
 */
export async function findClippedText(page: Page, marker: string) {
  return page.evaluate((needle) => {
    const viewport = document.documentElement.clientWidth;
    const holders = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(needle) && node.parentElement) holders.add(node.parentElement);
    }
    const clipped: string[] = [];
    for (const element of holders) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || element.closest('[aria-hidden="true"]')) continue;
      if (getComputedStyle(element).position === 'absolute' && element.closest('.sr-only')) continue;
      let isClipped = box.left < -1 || box.right > viewport + 1;
      for (let parent = element.parentElement; parent && !isClipped; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        isClipped = box.left < frame.left - 1 || box.right > frame.right + 1;
      }
      if (isClipped)
        clipped.push(
          `${element.tagName.toLowerCase()} at x=${Math.round(box.left)}, ${Math.round(box.width)} px wide`,
        );
    }
    return { found: holders.size, clipped };
  }, marker);
}
