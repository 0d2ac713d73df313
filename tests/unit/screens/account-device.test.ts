/** The account page's device column (issue 38): a session's user agent read as browser and system. */
import { describe, expect, it } from 'vitest';
import { deviceText, summariseDevice } from '../../../src/pages/account/device';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
  headlessLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('summariseDevice', () => {
  it.each([
    ['chromeWindows', 'Chrome', 'Windows'],
    ['edgeWindows', 'Edge', 'Windows'],
    ['safariIphone', 'Safari', 'iOS'],
    ['chromeIphone', 'Chrome', 'iOS'],
    ['firefoxLinux', 'Firefox', 'Linux'],
    ['samsungAndroid', 'Samsung Internet', 'Android'],
    ['safariMac', 'Safari', 'macOS'],
    ['operaMac', 'Opera', 'macOS'],
    ['headlessLinux', 'Headless Chrome', 'Linux'],
    ['chromebook', 'Chrome', 'ChromeOS'],
  ] as const)('%s is %s on %s', (name, browser, os) => {
    expect(summariseDevice(UA[name])).toEqual({ browser, os });
  });

  it('knows neither part of an empty or foreign user agent', () => {
    expect(summariseDevice('')).toEqual({ browser: null, os: null });
    expect(summariseDevice(null)).toEqual({ browser: null, os: null });
    expect(summariseDevice('SomeBot/1.0')).toEqual({ browser: null, os: null });
  });
});

describe('deviceText', () => {
  const words = { deviceOn: (b: string, o: string) => `${b} บน ${o}`, unknown: 'อุปกรณ์ที่ไม่รู้จัก' };
  it('says browser and system in the reader’s words', () => {
    expect(deviceText(UA.chromeWindows, words)).toBe('Chrome บน Windows');
  });
  it('says the one part it knows, else unknown', () => {
    expect(deviceText('curl/8.5.0', words)).toBe('curl');
    expect(deviceText('Something (Windows NT 10.0)', words)).toBe('Windows');
    expect(deviceText(undefined, words)).toBe('อุปกรณ์ที่ไม่รู้จัก');
  });
});
