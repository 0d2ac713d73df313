/**
 * One group value as the list shows it: an option or state by its label in the user's language (a tag in
 * its colour), a reference by the referenced record's title, a flag as Yes/No; no value as "(none)".
 */
import { Typography } from 'antd';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import type { GroupValue } from '../../schema/summary/summary';
import { fieldKind } from '../fields/registry';
import { useLang } from '../useLang';

interface Props {
  schema: ResourceSchema;
  field: Field;
  value: GroupValue;
  none: string;
}

export function GroupValueCell({ schema, field, value, none }: Props) {
  const { lang } = useLang();
  if (value === null) return <Typography.Text type="secondary">{none}</Typography.Text>;
  const kind = fieldKind(field.type);
  const Cell = kind.Cell ?? kind.Display;
  return <Cell field={field} schema={schema} value={value} record={{ [field.name]: value }} lang={lang} />;
}
