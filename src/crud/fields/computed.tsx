/**
 * A computed value shown read-only: a `"format": "flag"` value that is true as a tag with the field's label
 * in its `color` (default red: "Overdue"), false as nothing; every other format as format.ts writes it.
 */
import { Tag } from 'antd';
import { fieldLabel } from '../../schema/meta/describe';
import { EMPTY_MARK, NumberDisplay, TextDisplay } from './display';
import { isNumericField } from './format';
import type { DisplayProps } from './types';

export function ComputedDisplay(p: DisplayProps) {
  if (p.field.type === 'computed' && p.field.format === 'flag')
    return p.value === true ? (
      <Tag color={p.field.color ?? 'red'} data-flag={p.field.name}>
        {fieldLabel(p.field, p.lang)}
      </Tag>
    ) : (
      <>{EMPTY_MARK}</>
    );
  return isNumericField(p.field) ? <NumberDisplay {...p} /> : <TextDisplay {...p} />;
}
