/** The Menu management screen's own strings (see ../screenText.ts). */
import { screenText } from '../screenText';

const en = {
  title: 'Menu management',
  intro:
    'The master menu: every area and screen, where it is defined and which roles have it in their menu. Areas come from schemas/_areas.json and screens from each schema (its area, route and icon), so a new screen is a new schema file; who sees it is chosen in Role menu.',
  screen: 'Screen',
  route: 'Route',
  routeName: 'Route name',
  definedIn: 'Defined in',
  roles: 'In the menu of',
  handWritten: 'hand-written screen, Admin only',
  none: 'no role',
  loadError: 'Could not load the menus',
  retry: 'Retry',
  roleMenuLink: 'Open Role menu',
};

const th: Record<keyof typeof en, string> = {
  title: 'จัดการเมนู',
  intro:
    'เมนูหลัก: ทุกหมวดและทุกหน้าจอ กำหนดไว้ที่ใด และบทบาทใดมีหน้าจอนั้นในเมนู หมวดมาจาก schemas/_areas.json และหน้าจอมาจากสคีมาแต่ละไฟล์ (หมวด เส้นทาง และไอคอน) หน้าจอใหม่จึงเป็นไฟล์สคีมาใหม่ ส่วนผู้ที่เห็นหน้าจอเลือกได้ที่เมนูตามบทบาท',
  screen: 'หน้าจอ',
  route: 'เส้นทาง',
  routeName: 'ชื่อเส้นทาง',
  definedIn: 'กำหนดไว้ที่',
  roles: 'อยู่ในเมนูของ',
  handWritten: 'หน้าจอที่เขียนเอง เฉพาะผู้ดูแลระบบ',
  none: 'ไม่มีบทบาทใด',
  loadError: 'โหลดเมนูไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  roleMenuLink: 'เปิดเมนูตามบทบาท',
};

const fr: Record<keyof typeof en, string> = {
  title: 'Gestion des menus',
  intro:
    'Le menu principal : chaque rubrique et chaque écran, où il est défini et quels rôles l’ont dans leur menu. Les rubriques viennent de schemas/_areas.json et les écrans de chaque schéma (sa rubrique, sa route et son icône) : un nouvel écran est donc un nouveau fichier de schéma ; qui le voit se choisit dans Menu par rôle.',
  screen: 'Écran',
  route: 'Route',
  routeName: 'Nom de la route',
  definedIn: 'Défini dans',
  roles: 'Dans le menu de',
  handWritten: 'écran écrit à la main, administrateur uniquement',
  none: 'aucun rôle',
  loadError: 'Impossible de charger les menus',
  retry: 'Réessayer',
  roleMenuLink: 'Ouvrir Menu par rôle',
};

const ar: Record<keyof typeof en, string> = {
  title: 'إدارة القوائم',
  intro:
    'القائمة الرئيسية: كل قسم وكل شاشة، وأين عُرّفت، وأي الأدوار تملكها في قائمتها. تأتي الأقسام من schemas/_areas.json والشاشات من كل مخطط (قسمه ومساره وأيقونته)، فالشاشة الجديدة هي ملف مخطط جديد؛ ومن يراها يُختار في قائمة الأدوار.',
  screen: 'الشاشة',
  route: 'المسار',
  routeName: 'اسم المسار',
  definedIn: 'معرَّفة في',
  roles: 'في قائمة',
  handWritten: 'شاشة مكتوبة يدويًا، للمسؤول فقط',
  none: 'لا يوجد دور',
  loadError: 'تعذّر تحميل القوائم',
  retry: 'إعادة المحاولة',
  roleMenuLink: 'فتح قائمة الأدوار',
};

export const masterMenuText = screenText(en, th, { fr, ar });

export const useMasterMenuText = masterMenuText.useText;
