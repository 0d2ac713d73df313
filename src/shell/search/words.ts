/**
 * The words of the header's search (src/shell/SearchBar.tsx, ./SearchDialog.tsx), under `site.search`. Registered
 * by ../all-words.ts.
 */
const en = {
  button: 'Search',
  keys: 'Ctrl K',
  title: 'Search screens and records',
  placeholder: 'Type a screen, a name or a document number',
  screens: 'Screens',
  records: '{{resource}}',
  more: 'Showing the first results: refine the text to find others.',
  hint: 'Type at least 2 characters to search records.',
  empty: 'Nothing found for "{{text}}".',
  loading: 'Searching…',
  failed: 'The search is not available right now.',
  help: '↑ ↓ to move, Enter to open, Esc to close',
};

export type SearchKey = keyof typeof en;

const th: Record<SearchKey, string> = {
  button: 'ค้นหา',
  keys: 'Ctrl K',
  title: 'ค้นหาหน้าจอและเอกสาร',
  placeholder: 'พิมพ์ชื่อหน้าจอ ชื่อ หรือเลขที่เอกสาร',
  screens: 'หน้าจอ',
  records: '{{resource}}',
  more: 'แสดงเฉพาะผลแรก ๆ พิมพ์ให้เจาะจงขึ้นเพื่อหารายการอื่น',
  hint: 'พิมพ์อย่างน้อย 2 ตัวอักษรเพื่อค้นหาเอกสาร',
  empty: 'ไม่พบ "{{text}}"',
  loading: 'กำลังค้นหา…',
  failed: 'ไม่สามารถค้นหาได้ในขณะนี้',
  help: '↑ ↓ เพื่อเลื่อน Enter เพื่อเปิด Esc เพื่อปิด',
};

const fr: Record<SearchKey, string> = {
  button: 'Rechercher',
  keys: 'Ctrl K',
  title: 'Rechercher des écrans et des enregistrements',
  placeholder: 'Saisissez un écran, un nom ou un numéro de document',
  screens: 'Écrans',
  records: '{{resource}}',
  more: 'Premiers résultats seulement : précisez le texte pour en trouver d’autres.',
  hint: 'Saisissez au moins 2 caractères pour chercher des enregistrements.',
  empty: 'Aucun résultat pour « {{text}} ».',
  loading: 'Recherche…',
  failed: 'La recherche n’est pas disponible pour le moment.',
  help: '↑ ↓ pour se déplacer, Entrée pour ouvrir, Échap pour fermer',
};

const ar: Record<SearchKey, string> = {
  button: 'بحث',
  keys: 'Ctrl K',
  title: 'البحث في الشاشات والسجلات',
  placeholder: 'اكتب اسم شاشة أو اسمًا أو رقم مستند',
  screens: 'الشاشات',
  records: '{{resource}}',
  more: 'تظهر النتائج الأولى فقط: حدّد النص أكثر للعثور على غيرها.',
  hint: 'اكتب حرفين على الأقل للبحث في السجلات.',
  empty: 'لا نتائج لـ «{{text}}».',
  loading: 'جارٍ البحث…',
  failed: 'البحث غير متاح حاليًا.',
  help: '↑ ↓ للتنقّل، Enter للفتح، Esc للإغلاق',
};

export const searchWords = {
  en: { site: { search: en } },
  th: { site: { search: th } },
  fr: { site: { search: fr } },
  ar: { site: { search: ar } },
};
