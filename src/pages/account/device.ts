/**
 * A readable summary of a session's user agent (the account page's "Device"): the browser and the system, names that
 * read the same in every language ("Chrome", "Windows"); null when the user agent says neither.
 */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

/** The first match wins: more specific browsers first (Edge and Opera also say "Chrome", Chrome also says "Safari"). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bPlaywright\b|\bnode-fetch\b|\bnode\b|\bundici\b/i, 'API client'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function summariseDevice(userAgent: string | null | undefined): DeviceSummary {
  const text = userAgent ?? '';
  return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}

/**
 * The device as a person reads it: "Chrome on Windows" (`deviceOn` in the reader's language), the one part known,
 * or `unknown`.
 */
export function deviceText(
  userAgent: string | null | undefined,
  words: { deviceOn: (browser: string, os: string) => string; unknown: string },
): string {
  const { browser, os } = summariseDevice(userAgent);
  if (browser && os) return words.deviceOn(browser, os);
  return browser ?? os ?? words.unknown;
}
