/**
 * Menu icons by name: any @ant-design/icons icon a schema or area names. Each icon is its own lazily
 * loaded chunk (one file per icon in the package, found by a Vite glob), so the bundle never holds the
 * whole set and a screen loads only the icons its menu shows. schemas:check refuses a name that is not
 * an icon (src/schema/loader/read-dir.ts `isAntIcon`); a name that is missing anyway shows the generic icon.
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/** A menu icon sits beside its label: hidden from assistive technology, so an item's name is its label alone. */
type IconProps = { 'aria-hidden'?: boolean };

const LOADERS = import.meta.glob<{ default: ComponentType<IconProps> }>('/node_modules/@ant-design/icons/es/icons/*.js');

/** One lazy component per icon, made up front (lazy() only wraps its loader: nothing loads until shown). */
const ICONS = new Map<string, LazyExoticComponent<ComponentType<IconProps>>>(
  Object.entries(LOADERS).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.js'.length), lazy(load)]),
);

/** While an icon loads, a blank of the same size keeps the menu from shifting. */
const Placeholder = () => <span className="anticon" style={{ width: '1em', height: '1em' }} aria-hidden />;

export function SchemaIcon({ name }: { name?: string }) {
  const Icon = name ? ICONS.get(name) : undefined;
  if (!Icon) return <AppstoreOutlined aria-hidden />;
  return (
    <Suspense fallback={<Placeholder />}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per name at module load (ICONS), never during render */}
      <Icon aria-hidden />
    </Suspense>
  );
}
