/**
 * A menu icon by name, for the names the bundled schemas and screens use (`virtual:schema-icons`, made at build
 * time: a few dozen loaders, one small chunk per icon). A name outside them (a resource an Admin added since the
 * build) is drawn through the table of every icon (./iconTable.tsx), loaded only then (issue 28).
 */
import icons from 'virtual:schema-icons';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Placeholder, type IconProps } from './iconPlaceholder';

const KNOWN = new Map<string, LazyExoticComponent<ComponentType<IconProps>>>(
  Object.entries(icons).map(([name, load]) => [name, lazy(load)]),
);
const AnyIcon = lazy(() => import('./iconTable'));

export default function KnownIcon({ name }: { name?: string }) {
  const Icon = name ? KNOWN.get(name) : undefined;
  return (
    <Suspense fallback={<Placeholder />}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per name at module load (KNOWN), never during render */}
      {Icon ? <Icon aria-hidden /> : <AnyIcon name={name} />}
    </Suspense>
  );
}
