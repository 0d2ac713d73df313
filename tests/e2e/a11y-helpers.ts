/**
 * Accessibility checks for the e2e suite (issue 12 part 6): axe-core over a page with the WCAG 2.1 A and AA rules,
 * its serious and critical findings as readable lines (rule, impact, summary, the elements' selectors), and the
 * theme preference set as a user's saved choice before a page loads.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a screen. */
const BLOCKING = new Set(['serious', 'critical']);

/** The preference key of the colour scheme (src/shell/layoutRules.ts preferenceKey('theme')). */
export const THEME_KEY = 'staff-backoffice-theme';
export type Theme = 'light' | 'dark';

/** Saves `theme` as the user's preference and reloads, so the page starts in it (index.html reads it first). */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * Waits until the screen has settled: nothing loading (spinners, skeletons) and no antd motion
 * still running. A half-faded element would be measured at its passing colour.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await motionless(page);
}

/** Waits until no transition or finite animation runs (a spinning icon, a loading button's, turns for ever). */
async function motionless(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/** One screen's serious and critical WCAG violations, one readable line per rule (empty when none). */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await settle(page);
  // Violations only: axe then skips recording every passing element, which takes most of its time on a long table.
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge the frames' results,
  // which took three times as long (1 to 2.5 s a screen here), and the app has no cross-origin frame to merge.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const summary = (n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
        return `      ${n.target.join(' ')}${summary ? `  -- ${summary}` : ''}`;
      });
      return `${label}: [${v.impact}] ${v.id} (${v.help}), ${v.nodes.length} element(s)\n${nodes.join('\n')}`;
    });
}

export interface FocusIndicator {
  /** Where the focused element sits: header, menu, form or page. */
  where: string;
  /** Its accessible label or text, for a readable failure. */
  name: string;
  testId: string | null;
  /** Whether the focus shows: a ring (outline) of 2 px or more, or for a text field a border, at 3:1 on the page. */
  visible: boolean;
  /** The computed style judged, for a readable failure. */
  style: string;
}

/**
 * How the focused element shows its focus (WCAG 2.4.7, judged with 1.4.11's 3:1 for a non-text indicator). Controls
 * draw a ring (layout.css); a checkbox or radio draws it on the box it shows; a text field shows antd's focus border.
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  // A select is marked focused on a 10 ms timer (rc-select's useDelayReset), after the focus itself: judged once it
  // is (a select that never is fails below, as before). On a busy machine the judgement had come first.
  await page
    .waitForFunction(
      () => {
        const select = document.activeElement?.closest('.ant-select');
        return !select || select.classList.contains('ant-select-focused');
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  // antd eases a focused field's border in: judged once it has arrived.
  await motionless(page);
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { where: 'page', name: 'body', testId: null, visible: false, style: 'nothing focused' };
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
    const lum = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [lum(a), lum(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    // The colour behind `node`: the first ancestor with an opaque background.
    const backdrop = (node: Element | null): string => {
      for (let n = node; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (bg && !bg.startsWith('rgba') && bg !== 'transparent') return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const where = el.closest('.ant-layout-header')
      ? 'header'
      : el.closest('.app-sider, .app-hnav')
        ? 'menu'
        : el.closest('form')
          ? 'form'
          : 'page';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    const testId = el.getAttribute('data-testid');
    const type = (el as HTMLInputElement).type;
    const choice = el.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio');
    const field = (el.tagName === 'INPUT' && !choice) || el.tagName === 'TEXTAREA';
    if (field) {
      const box =
        el.closest('.ant-select')?.querySelector('.ant-select-selector') ??
        el.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker') ??
        el;
      const s = getComputedStyle(box);
      const contrast = ratio(s.borderTopColor, backdrop(box.parentElement));
      const style = `${box.className}: border ${s.borderTopColor}, ${contrast.toFixed(2)}:1`;
      return { where, name, testId, visible: contrast >= 3, style };
    }
    const ring = choice
      ? (el.closest('.ant-radio-button-wrapper') ??
        el.closest('label')?.querySelector('.ant-checkbox-inner, .ant-radio-inner') ??
        el)
      : el;
    const s = getComputedStyle(ring);
    const width = parseFloat(s.outlineWidth);
    const contrast = ratio(s.outlineColor, backdrop(ring.parentElement));
    return {
      where,
      name,
      testId,
      visible: s.outlineStyle !== 'none' && width >= 2 && contrast >= 3,
      style: `${ring.tagName.toLowerCase()}.${ring.className}: outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}, ${contrast.toFixed(2)}:1`,
    };
  });
}
