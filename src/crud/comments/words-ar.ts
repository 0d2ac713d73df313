/** The Arabic words of ./words.ts (`commentsWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { CommentsKey } from './words';

const ar: Record<CommentsKey, string> = {
  addComment: 'إضافة تعليق',
  commentDeleteConfirm: 'حذف هذا التعليق؟',
  commentDeleted: 'تم حذف التعليق',
  commentEdited: 'معدَّل',
  commentFailed: 'تعذّر حفظ التعليق',
  commentPlaceholder: 'اكتب تعليقًا. تصبح الروابط (https://…) قابلة للنقر.',
  commentSaved: 'تم حفظ التعليق',
  comments: 'التعليقات',
  commentsCount: 'التعليقات ({{count}})',
  commentsLoadError: 'تعذّر تحميل التعليقات',
  delete: 'حذف',
  edit: 'تعديل',
  cancel: 'إلغاء',
  noComments: 'لا توجد تعليقات بعد',
  noViewers: 'لم يفتحه أحد بعد',
  save: 'حفظ',
  showAll: 'عرض الكل ({{count}})',
  viewedOn: 'فُتح في {{count}} يوم',
  viewers: 'المشاهدون',
  viewersCount: 'شاهده {{count}}',
  viewersLoadError: 'تعذّر تحميل المشاهدين',
};

export const commentsWords = { ar: { linked: ar } };
