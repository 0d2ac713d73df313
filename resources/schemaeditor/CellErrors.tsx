/** A control's messages from the server (errors.ts placeErrors), under the control, each with its path. */
import { Col, Form, Typography, type ColProps } from 'antd';
import type { ReactNode } from 'react';
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

/** A labelled control in a column of a details form, the server's messages under it (its status red when any). */
export function ErrorItem({
  label,
  errors,
  col,
  children,
}: {
  label: string;
  errors: readonly PathError[] | undefined;
  col: ColProps;
  children: ReactNode;
}) {
  return (
    <Col {...col}>
      <Form.Item
        label={label}
        validateStatus={errors?.length ? 'error' : undefined}
        help={errors?.length ? <CellErrors errors={errors} /> : undefined}
      >
        {children}
      </Form.Item>
    </Col>
  );
}
