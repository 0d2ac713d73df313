/**
 * The words of a record's comments and viewers (src/crud/comments), under `linked` (with "create from"'s,
 * ../create-from/words.ts). Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  addComment: 'Add comment',
  commentDeleteConfirm: 'Delete this comment?',
  commentDeleted: 'Comment deleted',
  commentEdited: 'edited',
  commentFailed: 'Could not save the comment',
  commentPlaceholder: 'Write a comment. Links (https://…) become clickable.',
  commentSaved: 'Comment saved',
  comments: 'Comments',
  commentsCount: 'Comments ({{count}})',
  commentsLoadError: 'Could not load the comments',
  delete: 'Delete',
  edit: 'Edit',
  cancel: 'Cancel',
  noComments: 'No comments yet',
  noViewers: 'Nobody has opened it yet',
  save: 'Save',
  showAll: 'Show all {{count}}',
  viewedOn: 'opened on {{count}} days',
  viewers: 'Viewers',
  viewersCount: 'Viewed by {{count}}',
  viewersLoadError: 'Could not load the viewers',
};

export type CommentsKey = keyof typeof en;

const th: Record<CommentsKey, string> = {
  addComment: 'เพิ่มความคิดเห็น',
  commentDeleteConfirm: 'ลบความคิดเห็นนี้หรือไม่?',
  commentDeleted: 'ลบความคิดเห็นแล้ว',
  commentEdited: 'แก้ไขแล้ว',
  commentFailed: 'บันทึกความคิดเห็นไม่สำเร็จ',
  commentPlaceholder: 'พิมพ์ความคิดเห็น ลิงก์ (https://…) จะกดเปิดได้',
  commentSaved: 'บันทึกความคิดเห็นแล้ว',
  comments: 'ความคิดเห็น',
  commentsCount: 'ความคิดเห็น ({{count}})',
  commentsLoadError: 'โหลดความคิดเห็นไม่สำเร็จ',
  delete: 'ลบ',
  edit: 'แก้ไข',
  cancel: 'ยกเลิก',
  noComments: 'ยังไม่มีความคิดเห็น',
  noViewers: 'ยังไม่มีผู้เปิดดู',
  save: 'บันทึก',
  showAll: 'แสดงทั้งหมด {{count}} คน',
  viewedOn: 'เปิดดู {{count}} วัน',
  viewers: 'ผู้เปิดดู',
  viewersCount: 'เปิดดูแล้ว {{count}} คน',
  viewersLoadError: 'โหลดรายชื่อผู้เปิดดูไม่สำเร็จ',
};

export const commentsWords = { en: { linked: en }, th: { linked: th } };
