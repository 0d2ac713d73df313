/**
 * The layout preferences' rules (../shared/spec/staff-app-spec.md §3, §4, §9), pure: what a preference may hold, how a saved one is
 * read back, what one change does to the others, which navigation shows at a width, and the loading bar's steps.
 * src/shell/preferences.tsx holds them in React and in localStorage; index.html repeats the theme rule inline.
 */
import { APP_TITLE } from '../config';

export type NavType = 'vertical' | 'horizontal' | 'collapsed';
export type ThemeMode = 'light' | 'dark' | 'system';

export interface Preferences {
  theme: ThemeMode;
  skin: 'default' | 'bordered';
  contentWidth: 'fluid' | 'boxed';
  navType: NavType;
  navbarType: 'sticky' | 'hidden';
  footerType: 'static';
  primaryColor: string;
}

/** The default primary: a blue, with a darker variant for links and pressed buttons (AA on the grey page). */
export const PRIMARY_DEFAULT = '#1f6feb';

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  skin: 'default',
  contentWidth: 'fluid',
  navType: 'vertical',
  navbarType: 'sticky',
  footerType: 'static',
  primaryColor: PRIMARY_DEFAULT,
};

/** The choices of each enumerated preference (the primary colour is any #rrggbb). */
export const CHOICES = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  contentWidth: ['fluid', 'boxed'],
  navType: ['vertical', 'collapsed', 'horizontal'],
  navbarType: ['sticky', 'hidden'],
  footerType: ['static'],
} as const satisfies { [K in Exclude<keyof Preferences, 'primaryColor'>]: readonly Preferences[K][] };

/** The primary colour presets of the customizer (each AA with white text). */
export const PRIMARY_PRESETS = ['#1f6feb', '#5e50ee', '#0f766e', '#15803d', '#c2410c', '#be185d'] as const;

export const PREFERENCE_NAMES = Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[];

/** ../shared/spec/staff-app-spec.md §9: preference keys are prefixed with the application title (`staff-backoffice-theme`, ...). */
export const preferenceKey = (name: keyof Preferences): string => `${APP_TITLE}-${name}`;

const HEX = /^#[0-9a-f]{6}$/i;

/** A saved value when it is one the preference may hold, else undefined. */
export function parsePreference<K extends keyof Preferences>(name: K, raw: string | null): Preferences[K] | undefined {
  if (raw === null) return undefined;
  if (name === 'primaryColor') return (HEX.test(raw) ? raw.toLowerCase() : undefined) as Preferences[K] | undefined;
  const allowed = CHOICES[name as Exclude<K, 'primaryColor'>] as readonly string[];
  return (allowed.includes(raw) ? raw : undefined) as Preferences[K] | undefined;
}

/** Every preference from storage (`read` is localStorage.getItem), each falling back to its default. */
export function readPreferences(read: (key: string) => string | null): Preferences {
  const prefs = { ...DEFAULT_PREFERENCES };
  for (const name of PREFERENCE_NAMES) {
    const value = parsePreference(name, read(preferenceKey(name)));
    if (value !== undefined) (prefs as Record<string, string>)[name] = value;
  }
  // A horizontal menu keeps the bar in place (saved by hand or by an older version otherwise).
  return prefs.navType === 'horizontal' ? { ...prefs, navbarType: 'sticky' } : prefs;
}

/**
 * One preference changed, with what it implies (../shared/spec/staff-app-spec.md §4): switching to horizontal navigation makes the
 * navbar sticky and clears the collapsed state (the navigation type is no longer `collapsed`, so going back to
 * vertical starts expanded); while horizontal, the navbar cannot be hidden (the menu bar lives in it).
 */
export function withPreference<K extends keyof Preferences>(prefs: Preferences, name: K, value: Preferences[K]): Preferences {
  const next: Preferences = { ...prefs, [name]: value };
  if (next.navType === 'horizontal') next.navbarType = 'sticky';
  return next;
}

/** ../shared/spec/staff-app-spec.md §9: the overlay breakpoint is the large one (antd lg, 992 px) minus one. */
export const OVERLAY_BELOW_PX = 992;

/** Whether a viewport `width` px wide is at or above the large breakpoint. */
export const isLargeViewport = (width: number): boolean => width >= OVERLAY_BELOW_PX;

/** The navigation shown: below the large breakpoint an overlay drawer, above it the chosen type. */
export function effectiveNavType(navType: NavType, large: boolean): NavType | 'overlay' {
  return large ? navType : 'overlay';
}

/** The colour scheme shown: `system` follows the device. */
export const isDark = (theme: ThemeMode, systemDark: boolean): boolean => theme === 'dark' || (theme === 'system' && systemDark);

/** A #rrggbb colour made darker by `amount` (0..1): the primary's darker variant. */
export function darken(hex: string, amount: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return HEX.test(hex) ? `#${channel(1)}${channel(3)}${channel(5)}` : hex;
}

/** ../shared/spec/staff-app-spec.md §9: the loading bar's numbers. */
export const LOADING_BAR = { start: 10, cap: 82, tickMs: 800, hideDelayMs: 300 } as const;

/** The bar's next value on a tick: a random step (1 to 10 points, from `random` in [0, 1)), never past the cap. */
export const nextProgress = (current: number, random: number): number =>
  Math.min(LOADING_BAR.cap, Math.max(current, current + 1 + Math.floor(random * 10)));
