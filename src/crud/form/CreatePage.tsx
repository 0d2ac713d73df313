import type { ResourceSchema } from '../../schema/meta/meta';
import FormPage from './FormPage';

export default function CreatePage({ schema, standalone }: { schema: ResourceSchema; standalone?: boolean }) {
  return <FormPage schema={schema} mode="create" standalone={standalone} />;
}
