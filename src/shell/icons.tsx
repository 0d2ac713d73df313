/**
 * The icon names schemas and areas may use. An explicit map (not `import *`) keeps the bundle small;
 * an unknown name falls back to a generic icon.
 */
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  HeartOutlined,
  IdcardOutlined,
  LaptopOutlined,
  NotificationOutlined,
  ReadOutlined,
  RiseOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SoundOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  HeartOutlined,
  IdcardOutlined,
  LaptopOutlined,
  NotificationOutlined,
  ReadOutlined,
  RiseOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SoundOutlined,
  TagsOutlined,
  TeamOutlined,
};

export function SchemaIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
