/** The summary screen's words (./words.ts) in a language, `{{name}}` filled in from `vars`. */
import i18n from '../../i18n';
import type { SummaryKey } from './words';

export type SummaryWord = SummaryKey;

export function summaryWord(lang: string, key: SummaryWord, vars: Record<string, string | number> = {}): string {
  return i18n.t(`summary.${key}`, { lng: lang, ...vars });
}
