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

const text = screenText(en, th);

export const useMasterMenuText = text.useText;
export const masterMenuLabel = text.title;
