import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 740 } as const;
export const WIDTHS = [DESKTOP, MOBILE] as const;

/** axe-core on the whole page: no serious or critical violation (each one listed when it fails). */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect(serious, `${screen}: serious or critical axe violations`).toEqual([]);
}

/** Nothing wider than the viewport: no sideways scrolling (the 375 px check). */
export async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { scroll: root.scrollWidth, client: root.clientWidth, wide };
  });
  expect(overflow.scroll, `${screen}: page wider than the viewport (${overflow.wide.join(', ')})`).toBeLessThanOrEqual(
    overflow.client,
  );
}

/**
 * Records one screen: a full-page screenshot in e2e/screenshots/{name}-{width}.png, then
 * axe-core and the overflow check. The caller has already waited for the screen's content.
 */
export async function captureScreen(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const label = `${name} at ${width}px`;
  // Let web fonts and images settle so the picture shows the screen as a person sees it.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  await expectNoHorizontalOverflow(page, label);
  await expectNoSeriousA11yViolations(page, label);
}
