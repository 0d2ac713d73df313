declare module 'virtual:schema-registry' {
  import type { Area, ResourceSchema } from './schema/meta';

  const data: { areas: Area[]; resources: ResourceSchema[] };
  export default data;
}
