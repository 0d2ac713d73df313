/**
 * Menu icons by name: any @ant-design/icons icon a schema or area names. The names the bundled schemas use
 * (./knownIcons.tsx), the table of every other (./iconTable.tsx) and each icon are lazily loaded chunks, so the
 * bundle never holds the whole set and a screen loads only the icons its menu shows. schemas:check refuses a name that is not an icon (src/schema/loader/read-dir.ts `isAntIcon`);
 * a name that is missing anyway shows the generic icon.
 */
import { lazy, Suspense } from 'react';
import { Placeholder } from './iconPlaceholder';

const NamedIcon = lazy(() => import('./knownIcons'));

export function SchemaIcon({ name }: { name?: string }) {
  return (
    <Suspense fallback={<Placeholder />}>
      <NamedIcon name={name} />
    </Suspense>
  );
}
