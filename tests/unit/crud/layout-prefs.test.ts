/** The layout preferences' rules (src/shell/layoutRules.ts) and the bottom alert's store (src/shell/alertStore.ts). */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_TITLE } from '../../../src/config';
import { ALERT_HIDE_MS, CLOSED_ALERT, alertState, closeAlert, showAlert, subscribeAlert } from '../../../src/shell/alertStore';
import {
  DEFAULT_PREFERENCES,
  LOADING_BAR,
  darken,
  effectiveNavType,
  isDark,
  isLargeViewport,
  nextProgress,
  parsePreference,
  preferenceKey,
  readPreferences,
  withPreference,
  type Preferences,
} from '../../../src/shell/layoutRules';

const storage = (saved: Record<string, string>) => (key: string) => saved[key] ?? null;

describe('preference rules', () => {
  it('starts vertical and expanded, sticky, fluid, system theme, the default blue', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'system',
      skin: 'default',
      contentWidth: 'fluid',
      navType: 'vertical',
      navbarType: 'sticky',
      footerType: 'static',
      primaryColor: '#1f6feb',
    });
  });

  it('switching to horizontal makes the navbar sticky and clears collapsed', () => {
    const collapsedHidden: Preferences = { ...DEFAULT_PREFERENCES, navType: 'collapsed', navbarType: 'hidden' };
    const horizontal = withPreference(collapsedHidden, 'navType', 'horizontal');
    expect(horizontal.navType).toBe('horizontal');
    expect(horizontal.navbarType).toBe('sticky');
    // Back to a side menu: it opens expanded, the collapsed state is gone.
    expect(withPreference(horizontal, 'navType', 'vertical').navType).toBe('vertical');
  });

  it('a horizontal menu keeps the navbar sticky; other menus may hide it', () => {
    const horizontal = { ...DEFAULT_PREFERENCES, navType: 'horizontal' as const };
    expect(withPreference(horizontal, 'navbarType', 'hidden').navbarType).toBe('sticky');
    expect(withPreference(DEFAULT_PREFERENCES, 'navbarType', 'hidden').navbarType).toBe('hidden');
    expect(withPreference({ ...DEFAULT_PREFERENCES, navType: 'collapsed' }, 'navbarType', 'hidden')).toMatchObject({
      navType: 'collapsed',
      navbarType: 'hidden',
    });
  });

  it('changes only what it is asked (and leaves the input alone)', () => {
    const before = { ...DEFAULT_PREFERENCES };
    const next = withPreference(before, 'skin', 'bordered');
    expect(next).toEqual({ ...DEFAULT_PREFERENCES, skin: 'bordered' });
    expect(before).toEqual(DEFAULT_PREFERENCES);
  });

  it('below the large breakpoint (992 px) the menu is an overlay; above it the chosen type comes back', () => {
    expect(isLargeViewport(390)).toBe(false);
    expect(isLargeViewport(991)).toBe(false);
    expect(isLargeViewport(992)).toBe(true);
    for (const navType of ['vertical', 'collapsed', 'horizontal'] as const) {
      expect(effectiveNavType(navType, isLargeViewport(390))).toBe('overlay');
      expect(effectiveNavType(navType, isLargeViewport(991))).toBe('overlay');
      expect(effectiveNavType(navType, isLargeViewport(1280))).toBe(navType);
    }
  });

  it('system theme follows the device; light and dark do not', () => {
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
  });
});

describe('persisted preferences', () => {
  it('keys are prefixed with the application title', () => {
    expect(preferenceKey('navType')).toBe(`${APP_TITLE}-navType`);
    expect(preferenceKey('theme')).toBe('staff-backoffice-theme');
  });

  it('restores saved values and falls back to the default for a missing or unknown one', () => {
    const prefs = readPreferences(
      storage({
        [preferenceKey('theme')]: 'dark',
        [preferenceKey('skin')]: 'bordered',
        [preferenceKey('navType')]: 'collapsed',
        [preferenceKey('contentWidth')]: 'wide',
        [preferenceKey('primaryColor')]: '#0F766E',
      }),
    );
    expect(prefs).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      skin: 'bordered',
      navType: 'collapsed',
      primaryColor: '#0f766e',
    });
  });

  it('a saved horizontal menu with a hidden navbar comes back sticky', () => {
    const prefs = readPreferences(storage({ [preferenceKey('navType')]: 'horizontal', [preferenceKey('navbarType')]: 'hidden' }));
    expect(prefs).toMatchObject({ navType: 'horizontal', navbarType: 'sticky' });
  });

  it('refuses a colour that is not #rrggbb (it would reach the theme and the CSS)', () => {
    expect(parsePreference('primaryColor', 'red')).toBeUndefined();
    expect(parsePreference('primaryColor', '#12345')).toBeUndefined();
    expect(parsePreference('primaryColor', '#123456;background:url(x)')).toBeUndefined();
    expect(parsePreference('primaryColor', '#ABCDEF')).toBe('#abcdef');
    expect(parsePreference('navType', 'diagonal')).toBeUndefined();
    expect(parsePreference('theme', null)).toBeUndefined();
  });

  it('index.html reads the same theme key before the app loads (no flash of the wrong theme)', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`localStorage.getItem('${preferenceKey('theme')}')`);
    expect(html).toMatch(/<script>[\s\S]*data-theme[\s\S]*<\/script>[\s\S]*<script type="module"/);
  });

  it('the darker variant of the primary is darker, channel by channel', () => {
    expect(darken('#1f6feb', 0.16)).toBe('#1a5dc5');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(darken('bad', 0.5)).toBe('bad');
  });
});

describe('loading bar steps', () => {
  it('advances by 1 to 10 points a tick and never passes 82 %', () => {
    expect(nextProgress(LOADING_BAR.start, 0)).toBe(11);
    expect(nextProgress(LOADING_BAR.start, 0.999)).toBe(20);
    expect(nextProgress(80, 0.999)).toBe(82);
    expect(nextProgress(82, 0.5)).toBe(82);
    let value: number = LOADING_BAR.start;
    for (let i = 0; i < 50; i++) value = nextProgress(value, Math.random());
    expect(value).toBe(82);
    expect(LOADING_BAR).toEqual({ start: 10, cap: 82, tickMs: 800, hideDelayMs: 300 });
  });
});

describe('bottom alert store', () => {
  afterEach(() => {
    closeAlert();
    vi.useRealTimers();
  });

  it('shows a message in its colour and hides itself after 4000 ms, resetting message and colour', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const stop = subscribeAlert(() => seen.push(alertState().colour));
    showAlert('success', 'Saved');
    expect(alertState()).toEqual({ colour: 'success', msg: 'Saved', dialog: true });
    vi.advanceTimersByTime(ALERT_HIDE_MS - 1);
    expect(alertState().dialog).toBe(true);
    vi.advanceTimersByTime(1);
    expect(alertState()).toEqual(CLOSED_ALERT);
    expect(CLOSED_ALERT).toEqual({ colour: 'none', msg: '', dialog: false });
    expect(seen).toEqual(['success', 'none']);
    stop();
  });

  it('closing by hand resets it at once; a new alert restarts the clock', () => {
    vi.useFakeTimers();
    showAlert('error', 'Failed');
    closeAlert();
    expect(alertState()).toEqual(CLOSED_ALERT);
    showAlert('info', 'One');
    vi.advanceTimersByTime(3000);
    showAlert('warning', 'Two');
    vi.advanceTimersByTime(3000);
    expect(alertState()).toEqual({ colour: 'warning', msg: 'Two', dialog: true });
    vi.advanceTimersByTime(1000);
    expect(alertState().dialog).toBe(false);
  });
});
