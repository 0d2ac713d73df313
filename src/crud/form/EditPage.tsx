import type { ResourceSchema } from '../../schema/meta/meta';
import FormPage from './FormPage';

export default function EditPage({ schema }: { schema: ResourceSchema }) {
  return <FormPage schema={schema} mode="edit" />;
}
