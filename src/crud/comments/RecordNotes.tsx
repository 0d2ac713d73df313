/** Below a record's values: its comment thread and its viewers, where the schema declares them. */
import type { BaseKey } from '@refinedev/core';
import type { ResourceSchema } from '../../schema/meta/meta';
import { CommentThread } from './CommentThread';
import { Viewers } from './Viewers';

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: Record<string, unknown>;
}

export function RecordNotes({ schema, id, record }: Props) {
  return (
    <>
      {schema.comments && <CommentThread schema={schema} id={id} />}
      {schema.trackViews && <Viewers schema={schema} id={id} record={record} />}
    </>
  );
}
