/** A control's messages from the server (errors.ts placeErrors), under the control, each with its path. */
import { Typography } from 'antd';
import { errorLine, type PathError } from './errors';

export function CellErrors({ errors }: { errors: readonly PathError[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="schema-editor-error">
      {errors.map((e) => (
        <Typography.Text key={`${e.path}:${e.message}`} type="danger" style={{ display: 'block', fontSize: 12 }}>
          {errorLine(e)}
        </Typography.Text>
      ))}
    </div>
  );
}
