/**
 * The words of a failed call (src/http/errors.ts describes the failure, src/shell/ConnectionNotice.tsx and the
 * notification provider show it), merged into i18next under `failure` by ./index.ts. Pure data: src/http reads
 * the English texts directly when i18next is not set up (the server, unit tests).
 */
const en = {
  /** One text per kind of failure (FailureKind in src/http/errors.ts). */
  offline: 'The server cannot be reached. Trying again...',
  offlineWrite: 'The server cannot be reached: your changes were not saved. Try again when it is back.',
  timeout: 'The server took too long to answer. Try again.',
  unauthorized: 'Your session has ended. Sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'This record or page does not exist any more.',
  conflict: 'Someone else changed this at the same time. Reload the page and try again.',
  tooMany: 'Too many requests in a short time. Wait a moment and try again.',
  server: 'The server had a problem. Try again later.',
  invalid: 'Some of the data is not valid. Check the highlighted fields.',
  badAnswer: 'The server sent an answer the app cannot read. Try again later.',
  unknown: 'Something went wrong. Try again.',
  /** The banner and the toasts. */
  retry: 'Retry',
  checking: 'Checking...',
  nextTry: 'Next try in {{seconds}} s.',
  back: 'The connection is back.',
  details: 'Details',
  request: 'Request',
  status: 'Status',
  noAnswer: 'no answer',
};

export type FailureTextKey = keyof typeof en;
export const FAILURE_TEXTS_EN: Readonly<Record<FailureTextKey, string>> = en;

const th: Record<FailureTextKey, string> = {
  offline: 'ติดต่อเซิร์ฟเวอร์ไม่ได้ กำลังลองใหม่...',
  offlineWrite: 'ติดต่อเซิร์ฟเวอร์ไม่ได้ ข้อมูลที่แก้ไขยังไม่ได้บันทึก ลองอีกครั้งเมื่อเชื่อมต่อได้แล้ว',
  timeout: 'เซิร์ฟเวอร์ตอบช้าเกินไป ลองอีกครั้ง',
  unauthorized: 'เซสชันหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  notFound: 'ไม่พบรายการหรือหน้านี้แล้ว',
  conflict: 'มีผู้อื่นแก้ไขรายการนี้ในเวลาเดียวกัน โหลดหน้าใหม่แล้วลองอีกครั้ง',
  tooMany: 'ส่งคำขอมากเกินไปในเวลาสั้น ๆ รอสักครู่แล้วลองอีกครั้ง',
  server: 'เซิร์ฟเวอร์มีปัญหา ลองใหม่ภายหลัง',
  invalid: 'ข้อมูลบางช่องไม่ถูกต้อง ตรวจสอบช่องที่ทำเครื่องหมายไว้',
  badAnswer: 'เซิร์ฟเวอร์ส่งข้อมูลที่แอปอ่านไม่ได้ ลองใหม่ภายหลัง',
  unknown: 'เกิดข้อผิดพลาด ลองอีกครั้ง',
  retry: 'ลองใหม่',
  checking: 'กำลังตรวจสอบ...',
  nextTry: 'ลองใหม่ในอีก {{seconds}} วินาที',
  back: 'เชื่อมต่อได้แล้ว',
  details: 'รายละเอียด',
  request: 'คำขอ',
  status: 'สถานะ',
  noAnswer: 'ไม่มีการตอบกลับ',
};

const fr: Record<FailureTextKey, string> = {
  offline: 'Le serveur est injoignable. Nouvel essai en cours...',
  offlineWrite: 'Le serveur est injoignable : vos modifications n’ont pas été enregistrées. Réessayez quand il sera revenu.',
  timeout: 'Le serveur a mis trop de temps à répondre. Réessayez.',
  unauthorized: 'Votre session est terminée. Reconnectez-vous.',
  forbidden: 'Vous n’avez pas l’autorisation de faire cela.',
  notFound: 'Cet enregistrement ou cette page n’existe plus.',
  conflict: 'Quelqu’un d’autre a modifié cet élément en même temps. Rechargez la page et réessayez.',
  tooMany: 'Trop de demandes en peu de temps. Patientez un instant et réessayez.',
  server: 'Le serveur a rencontré un problème. Réessayez plus tard.',
  invalid: 'Certaines données ne sont pas valides. Vérifiez les champs signalés.',
  badAnswer: 'Le serveur a envoyé une réponse illisible pour l’application. Réessayez plus tard.',
  unknown: 'Une erreur est survenue. Réessayez.',
  retry: 'Réessayer',
  checking: 'Vérification...',
  nextTry: 'Prochain essai dans {{seconds}} s.',
  back: 'La connexion est rétablie.',
  details: 'Détails',
  request: 'Requête',
  status: 'Statut',
  noAnswer: 'aucune réponse',
};

const ar: Record<FailureTextKey, string> = {
  offline: 'تعذّر الوصول إلى الخادم. جارٍ إعادة المحاولة...',
  offlineWrite: 'تعذّر الوصول إلى الخادم: لم تُحفظ تغييراتك. حاول مرة أخرى عند عودة الاتصال.',
  timeout: 'استغرق الخادم وقتًا طويلًا للرد. حاول مرة أخرى.',
  unauthorized: 'انتهت جلستك. سجّل الدخول مرة أخرى.',
  forbidden: 'ليس لديك إذن للقيام بذلك.',
  notFound: 'هذا السجل أو هذه الصفحة لم يعد موجودًا.',
  conflict: 'قام شخص آخر بتعديل هذا في الوقت نفسه. أعد تحميل الصفحة وحاول مرة أخرى.',
  tooMany: 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول مرة أخرى.',
  server: 'حدثت مشكلة في الخادم. حاول لاحقًا.',
  invalid: 'بعض البيانات غير صالحة. تحقّق من الحقول المميّزة.',
  badAnswer: 'أرسل الخادم ردًّا لا يستطيع التطبيق قراءته. حاول لاحقًا.',
  unknown: 'حدث خطأ ما. حاول مرة أخرى.',
  retry: 'إعادة المحاولة',
  checking: 'جارٍ التحقق...',
  nextTry: 'المحاولة التالية خلال {{seconds}} ث.',
  back: 'عاد الاتصال.',
  details: 'التفاصيل',
  request: 'الطلب',
  status: 'الحالة',
  noAnswer: 'لا يوجد رد',
};

export const errorsWords = {
  en: { failure: en },
  th: { failure: th },
  fr: { failure: fr },
  ar: { failure: ar },
};
