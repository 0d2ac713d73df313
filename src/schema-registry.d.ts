declare module 'virtual:schema-registry' {
  import type { Area, ResourceSchema, ScreenManifest } from './schema/meta/meta';

  const data: { areas: Area[]; resources: ResourceSchema[]; manifest: ScreenManifest };
  export default data;
}

declare module 'virtual:schema-icons' {
  import type { ComponentType } from 'react';

  /** The icons the bundled schemas and screens name, each a loader of its own module (scripts/vite/schema-registry-plugin.ts). */
  const icons: Record<string, () => Promise<{ default: ComponentType<{ 'aria-hidden'?: boolean }> }>>;
  export default icons;
}

/** The registry's labels in one language (`labelsOf` in src/schema/loader/languages.ts): French and Arabic load on demand. */
declare module 'virtual:schema-labels-fr' {
  const labels: unknown;
  export default labels;
}
declare module 'virtual:schema-labels-ar' {
  const labels: unknown;
  export default labels;
}
