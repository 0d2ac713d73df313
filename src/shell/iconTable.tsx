/**
 * Every @ant-design/icons icon by name (./icons.tsx): the table of the package's icon files, found by a Vite glob,
 * one lazily loaded chunk per icon. The table itself (some 800 names) is a chunk of its own, loaded with the first
 * menu icon drawn, so the login page never carries it (issue 28).
 */
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Placeholder, type IconProps } from './iconPlaceholder';

const LOADERS = import.meta.glob<{ default: ComponentType<IconProps> }>('/node_modules/@ant-design/icons/es/icons/*.js');

/** One lazy component per icon, made up front (lazy() only wraps its loader: nothing loads until shown). */
const ICONS = new Map<string, LazyExoticComponent<ComponentType<IconProps>>>(
  Object.entries(LOADERS).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.js'.length), lazy(load)]),
);

export default function NamedIcon({ name }: { name?: string }) {
  const Icon = name ? ICONS.get(name) : undefined;
  if (!Icon) return <AppstoreOutlined aria-hidden />;
  return (
    <Suspense fallback={<Placeholder />}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per name at module load (ICONS), never during render */}
      <Icon aria-hidden />
    </Suspense>
  );
}
