/** The list toolbar's column chooser: tick the columns to show, move them up or down, or go back to the schema's. */
import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import TableOutlined from '@ant-design/icons/es/icons/TableOutlined';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { columnChoices, defaultColumns } from '../../access/list-views';
import { fieldLabel } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';

interface Props {
  schema: ResourceSchema;
  columns: string[];
  onChange: (columns: string[]) => void;
}

export function ColumnChooser({ schema, columns, onChange }: Props) {
  const { t, lang } = useLang();
  const choices = columnChoices(schema);
  const byName = new Map(choices.map((f) => [f.name, f]));
  // Shown columns first, in their order; then the others in the schema's order.
  const ordered = [...columns.filter((c) => byName.has(c)), ...choices.map((f) => f.name).filter((n) => !columns.includes(n))];
  const toggle = (name: string, on: boolean) => {
    const next = on ? [...columns, name] : columns.filter((c) => c !== name);
    if (next.length) onChange(next);
  };
  const move = (name: string, by: -1 | 1) => {
    const i = columns.indexOf(name);
    const j = i + by;
    if (i < 0 || j < 0 || j >= columns.length) return;
    const next = [...columns];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
  };

  const content = (
    <Flex vertical gap={4} style={{ maxWidth: 300, maxHeight: 360, overflowY: 'auto' }} data-testid="column-chooser">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('lists.columnsHint')}
      </Typography.Text>
      {ordered.map((name) => {
        const label = fieldLabel(byName.get(name)!, lang);
        const shown = columns.includes(name);
        const i = columns.indexOf(name);
        return (
          <Flex key={name} align="center" justify="space-between" gap={8}>
            <Checkbox checked={shown} disabled={shown && columns.length === 1} onChange={(e) => toggle(name, e.target.checked)}>
              {label}
            </Checkbox>
            {shown && (
              <span>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('lists.moveUp', { label })}
                  disabled={i === 0}
                  onClick={() => move(name, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('lists.moveDown', { label })}
                  disabled={i === columns.length - 1}
                  onClick={() => move(name, 1)}
                />
              </span>
            )}
          </Flex>
        );
      })}
      <Button size="small" onClick={() => onChange(defaultColumns(schema))} style={{ alignSelf: 'flex-start', marginTop: 4 }}>
        {t('lists.resetColumns')}
      </Button>
    </Flex>
  );
  return (
    <Popover content={content} title={t('lists.columns')} trigger="click" placement="bottomRight">
      <Button icon={<TableOutlined />}>{t('lists.columns')}</Button>
    </Popover>
  );
}
