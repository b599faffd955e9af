import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** The two window sizes every screen is looked at: a laptop and the smallest supported one. */
export const SCREEN_SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 640 },
] as const;

/**
 * Where screenshots go: `E2E_SCREENSHOTS=<folder>` keeps one PNG per screen and size for a person
 * to look at; without it none are written (CI has no one to look).
 */
const screenshotDir = process.env.E2E_SCREENSHOTS;

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core, as the page runs it: put in a page once, then run there as often as needed. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's critical and serious findings on what the page shows now (WCAG 2.x A and AA).
 * axe runs in the page itself and is put there once per document: `@axe-core/playwright` put it
 * in again and finished every run in a new blank page, which made axe nearly half of the e2e
 * suite's time.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(
      // The kit preview is a print document in a `sandbox=""` frame: no script runs there, so
      // axe cannot either (it would wait for ever). `checkScreen` checks that frame's title itself.
      { exclude: [['iframe[sandbox=""]']] },
      { runOnly: { type: 'tag', values: tags }, iframes: false },
    );
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
  return violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious',
  );
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The buttons at the bottom of the open dialog (its footer, or the form's `__actions` row), its
 * title and its close button, that cannot be read or clicked where they are: outside the window,
 * or under something else (a toast). Each as "label: why". Issue 34: a tall dialog at 1024×640
 * hid its buttons, toasts covered them, and two stacked toasts covered its title.
 */
export async function unreachableDialogButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Only the dialog on top: one opened from another covers the first, as it should.
    const top = [...document.querySelectorAll('[role="dialog"]')].at(-1);
    if (!top) return [];
    const rows = top.querySelectorAll(
      [
        '.ui-dialog__header',
        '.ui-dialog__footer',
        '.ui-dialog__body > [class*="__actions"]',
        '.ui-dialog__body > :is(form, div) > [class*="__actions"]',
      ].join(', '),
    );
    const problems: string[] = [];
    for (const row of rows) {
      for (const button of row.querySelectorAll<HTMLElement>(
        'button, a[href], .ui-dialog__title',
      )) {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const label = button.textContent?.trim() || button.getAttribute('aria-label') || '?';
        const inside =
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= window.innerHeight &&
          box.right <= window.innerWidth;
        if (!inside) {
          problems.push(`${label}: outside the window`);
          continue;
        }
        // A title is read along its first line: a toast over any part of it hides a word.
        const middle = box.left + box.width / 2;
        const points: Array<[number, number]> = button.matches('h2, h1')
          ? [box.left + 2, middle, box.right - 2].map((x) => [x, box.top + 2] as [number, number])
          : [[middle, box.top + box.height / 2]];
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(button === hit || button.contains(hit))) {
            problems.push(`${label}: covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`);
            break;
          }
        }
      }
    }
    return problems;
  });
}

/**
 * The lines of text in the page's main region that a toast covers where it is now, each as its
 * first words (issue 34: at 1024×640 the wizard's finish toast hid the end of a line on my_work).
 * Only what is painted counts: a line scrolled out of the content column is not covered.
 */
export async function textUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')]
      .map((toast) => toast.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const main = document.querySelector('main');
    if (!main || toasts.length === 0) return [];
    const column = main.closest('.app-shell__body')?.getBoundingClientRect();
    const view = {
      top: Math.max(column?.top ?? 0, 0),
      bottom: Math.min(column?.bottom ?? window.innerHeight, window.innerHeight),
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const hidden = [...range.getClientRects()].every((line) => {
        const top = Math.max(line.top, view.top);
        const bottom = Math.min(line.bottom, view.bottom);
        // Visually hidden text is a 1px box: nobody reads it there.
        if (bottom <= top || line.width <= 1 || line.height <= 1) return true;
        return !toasts.some(
          (box) =>
            line.left < box.right && line.right > box.left && top < box.bottom && bottom > box.top,
        );
      });
      if (!hidden) covered.push(text.slice(0, 60));
    }
    return covered;
  });
}

/**
 * Checks a screen the way a demanding user meets it: at both sizes no critical or serious
 * axe-core finding, no horizontal scroll, no window scroll inside the shell, an open dialog's
 * buttons in view and uncovered, and (with E2E_SCREENSHOTS) a full-page screenshot. Leaves the
 * page at the size it had.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  // With motion reduced, toasts and dialogs are either shown or gone: axe never measures a text
  // half-way through a fade that starts while it runs (sonner drops its transitions then).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // Layout settles after the resize, and what slides or fades in (toasts, dialogs) finishes:
    // axe measures contrast on what is painted, and a half-faded text is not what users read.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.waitForFunction(() =>
      document
        .getAnimations()
        // Spinners run for ever; only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .every((animation) => animation.playState !== 'running'),
    );
    const untitledFrames = await page
      .locator('iframe[sandbox=""]:not([title]), iframe[sandbox=""][title=""]')
      .count();
    expect(untitledFrames, `untitled frames on "${name}"`).toBe(0);
    expect(
      await seriousAxeFindings(page),
      `axe on "${name}" at ${size.width}×${size.height}`,
    ).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(
      overflow,
      `horizontal scroll on "${name}" at ${size.width}×${size.height}`,
    ).toBeLessThanOrEqual(0);
    expect(
      await unreachableDialogButtons(page),
      `dialog buttons out of reach on "${name}" at ${size.width}×${size.height}`,
    ).toEqual([]);
    // Inside the signed-in shell the window never scrolls: the nav and the content scroll apart.
    const shellOverflow = await page.evaluate(() =>
      document.querySelector('.app-shell')
        ? document.documentElement.scrollHeight - document.documentElement.clientHeight
        : 0,
    );
    expect(
      shellOverflow,
      `the window scrolls on "${name}" at ${size.width}×${size.height}`,
    ).toBeLessThanOrEqual(0);
    if (screenshotDir) {
      await mkdir(screenshotDir, { recursive: true });
      await page.screenshot({
        path: join(screenshotDir, `${name}-${size.width}x${size.height}.png`),
        fullPage: true,
      });
      // The shell scrolls inside its content column, so a full-page shot stops at the window:
      // a second shot on a window as tall as the content shows the rest of the screen.
      // A toast's band (use-toast-band.ts) shortens the column: the taller window keeps it.
      const contentHeight = await page.evaluate(() => {
        const band = getComputedStyle(document.documentElement).getPropertyValue('--ui-toast-band');
        const column = document.querySelector('.app-shell__body');
        return column ? column.scrollHeight + (Number.parseFloat(band) || 0) : 0;
      });
      if (contentHeight > size.height) {
        await page.setViewportSize({ width: size.width, height: contentHeight });
        await page.screenshot({
          path: join(screenshotDir, `${name}-${size.width}x${size.height}-all.png`),
        });
        await page.setViewportSize(size);
      }
    }
  }
  if (original) await page.setViewportSize(original);
  await page.emulateMedia({ reducedMotion: null });
}
