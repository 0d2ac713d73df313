/** The words of the accessibility fixes (issue 12 part 6), merged into i18next under `a11y` by ./index.ts. */
const en = {
  back: 'Back',
};

export type A11yKey = keyof typeof en;

const th: Record<A11yKey, string> = {
  back: 'ย้อนกลับ',
};

const fr: Record<A11yKey, string> = {
  back: 'Retour',
};

const ar: Record<A11yKey, string> = {
  back: 'رجوع',
};

export const a11yTranslations = { en: { a11y: en }, th: { a11y: th }, fr: { a11y: fr }, ar: { a11y: ar } };
