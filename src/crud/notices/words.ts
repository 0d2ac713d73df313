/** The words of the landing page's notices (src/crud/notices), under `notices`. Registered by ../all-words.ts. */
const en = {
  region: 'Notices',
  until: 'Until {{date}}',
  dismiss: 'Hide this notice',
};

export type NoticesKey = keyof typeof en;

const th: Record<NoticesKey, string> = {
  region: 'ประกาศแจ้งเตือน',
  until: 'ถึงวันที่ {{date}}',
  dismiss: 'ซ่อนประกาศนี้',
};

const fr: Record<NoticesKey, string> = {
  region: 'Annonces',
  until: 'Jusqu’au {{date}}',
  dismiss: 'Masquer cette annonce',
};

const ar: Record<NoticesKey, string> = {
  region: 'الإعلانات',
  until: 'حتى {{date}}',
  dismiss: 'إخفاء هذا الإعلان',
};

export const noticesWords = { en: { notices: en }, th: { notices: th }, fr: { notices: fr }, ar: { notices: ar } };
