declare module 'virtual:schema-registry' {
  import type { Area, ResourceSchema, ScreenManifest } from './schema/meta/meta';

  const data: { areas: Area[]; resources: ResourceSchema[]; manifest: ScreenManifest };
  export default data;
}
