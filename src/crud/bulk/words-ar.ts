/** The Arabic words of ./words.ts (`bulkWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { BulkKey } from './words';

const ar: Record<BulkKey, string> = {
  allMatchingSelected: 'تم تحديد كل الصفوف المطابقة وعددها {{count}}.',
  allOnPageSelected: 'تم تحديد كل صفوف هذه الصفحة وعددها {{count}}.',
  bulkActions: 'إجراءات على الصفوف المحددة',
  bulkApplicable: '{{applicable}} منها فقط تسمح لك بذلك الآن؛ وستُرفض البقية، كلٌّ مع سببه.',
  bulkCommentEach: 'يُسجَّل مع إجراء كل صف.',
  bulkCommentOptional: 'اختياري؛ يُسجَّل مع إجراء كل صف.',
  bulkConfirm: '{{action}}: {{count}} من الصفوف المحددة؟',
  bulkConfirmMatching: '{{action}}: كل الصفوف المطابقة وعددها {{count}}؟',
  bulkFailed: 'فشل الإجراء الجماعي',
  bulkRefusedRows: 'مرفوضة: {{rows}}',
  bulkResult: 'نتيجة {{action}}',
  clearSelection: 'إلغاء التحديد',
  exportSelection: 'تصدير المحدد',
  selectAllMatching: 'تحديد كل الصفوف المطابقة وعددها {{count}}',
  selectRow: 'تحديد هذا الصف',
  selected: 'تم تحديد {{count}}',
};

export const bulkWords = { ar: { lists: ar } };
