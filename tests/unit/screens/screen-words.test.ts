/**
 * Every hand-written screen's words (resources/<screen>/i18n.ts, built with resources/screenText.ts) in every
 * language: each key has a text of its own in English, Thai, French and Arabic (no fallback to English), and the
 * text keeps the placeholders ({name}) of the English one, no more and no fewer.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barcodeText } from '../../../resources/barcodevalidation/i18n';
import { corevalueText } from '../../../resources/corevalue/i18n';
import { dashText } from '../../../resources/dashboards/i18n';
import { masterMenuText } from '../../../resources/mastermenu/i18n';
import { pickText } from '../../../resources/orderpickpack/i18n';
import { posText } from '../../../resources/pos/i18n';
import { rewardsText } from '../../../resources/rewards/i18n';
import { roleMenuText } from '../../../resources/rolemenu/i18n';
import { schemaEditorText } from '../../../resources/schemaeditor/i18n';
import { permissionText } from '../../../resources/userpermissions/i18n';

/** What the tests read of a screenText result (method syntax: a screen's own key type stands for string). */
interface ScreenWords {
  languages(): string[];
  keys(): string[];
  word(lang: string, key: string): string;
}

/** Each screen folder's screenText result, by folder name. */
const SCREENS: Record<string, ScreenWords> = {
  barcodevalidation: barcodeText,
  corevalue: corevalueText,
  dashboards: dashText,
  mastermenu: masterMenuText,
  orderpickpack: pickText,
  pos: posText,
  rewards: rewardsText,
  rolemenu: roleMenuText,
  schemaeditor: schemaEditorText,
  userpermissions: permissionText,
};

const LANGS = ['en', 'th', 'fr', 'ar'];
const RESOURCES = join(import.meta.dirname, '../../../resources');

const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

describe('the hand-written screens’ words', () => {
  it('covers every screen folder with an i18n.ts', () => {
    const folders = readdirSync(RESOURCES, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(RESOURCES, d.name, 'i18n.ts')))
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual(Object.keys(SCREENS).sort());
  });

  describe.each(Object.entries(SCREENS))('%s', (_name, screen) => {
    it('has a table for English, Thai, French and Arabic', () => {
      expect([...screen.languages()].sort()).toEqual([...LANGS].sort());
      expect(screen.keys()).toContain('title');
    });

    it.each(LANGS)('gives every key a text in %s', (lang) => {
      for (const key of screen.keys()) {
        const text = screen.word(lang, key);
        expect(typeof text, `${lang}.${key}`).toBe('string');
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
      }
    });

    it.each(LANGS.filter((l) => l !== 'en'))('keeps the English placeholders in %s', (lang) => {
      for (const key of screen.keys())
        expect(placeholders(screen.word(lang, key)), `${lang}.${key}`).toEqual(placeholders(screen.word('en', key)));
    });
  });

  it('falls back to English only for a language without a table', () => {
    const screen = SCREENS.schemaeditor!;
    expect(screen.word('de', 'title')).toBe(screen.word('en', 'title'));
    expect(screen.word('fr', 'icon')).not.toBe(screen.word('en', 'icon'));
    expect(screen.word('ar', 'icon')).not.toBe(screen.word('en', 'icon'));
  });
});
