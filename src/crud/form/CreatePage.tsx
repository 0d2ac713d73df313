import type { ResourceSchema } from '../../schema/meta';
import FormPage from './FormPage';

export default function CreatePage({ schema }: { schema: ResourceSchema }) {
  return <FormPage schema={schema} mode="create" />;
}
