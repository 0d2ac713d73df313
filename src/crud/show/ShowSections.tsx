/** The record's values by section (cards, or tabs for `tab` sections) as antd Descriptions (show.css joins their blocks). */
import { Card, Descriptions, Grid, Space, Tabs, type DescriptionsProps } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { fieldLabel, isVisible, localize } from '../../schema/meta/describe';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { fieldKind } from '../fields/registry';
import { groupBySection } from '../sections';
import { useLang } from '../useLang';
import './show.css';

interface Props {
  schema: ResourceSchema;
  record: BaseRecord;
}

/** A child table: its own row of the grid, its label above it and the table as wide as the grid. */
const ownsRow = (f: Field): boolean => f.type === 'table';

type Item = NonNullable<DescriptionsProps['items']>[number];

/**
 * The grid's items in rows of two: a full-width field (`span: 2`, long text) starts a row of its own, so the item
 * before it is widened to close its row (antd's `filled` only fills what is left of the row it falls in: a child
 * table after one field got half the grid).
 */
function gridItems(items: { item: Item; full: boolean }[], columns: number): Item[] {
  const out: Item[] = [];
  let used = 0;
  for (const { item, full } of items) {
    if (full && used > 0) out[out.length - 1] = { ...out[out.length - 1]!, span: 'filled' };
    out.push(full ? { ...item, span: 'filled' } : item);
    used = full ? 0 : (used + 1) % columns;
  }
  return out;
}

function FieldList({ schema, record, fields }: Props & { fields: Field[] }) {
  const { lang } = useLang();
  // Phones: each label above its value, so a value (a child table above all) has the whole width.
  const narrow = Grid.useBreakpoint().md === false;
  const columns = narrow ? 1 : 2;
  const item = (f: Field): Item => {
    const kind = fieldKind(f.type);
    return {
      key: f.name,
      label: fieldLabel(f, lang),
      children: <kind.Display field={f} schema={schema} value={record[f.name]} record={record} lang={lang} />,
    };
  };
  // The fields in blocks: runs of ordinary fields in a grid of two columns, and each child table a block of its own
  // (label above, table below, as wide as the grid; it scrolls sideways in its box on a phone rather than squeeze).
  const blocks: { key: string; table?: Field; run?: Field[] }[] = [];
  for (const f of fields.filter((x) => isVisible(x, record))) {
    const last = blocks[blocks.length - 1];
    if (ownsRow(f)) blocks.push({ key: f.name, table: f });
    else if (last?.run) last.run.push(f);
    else blocks.push({ key: f.name, run: [f] });
  }
  return (
    <div className="crud-show-grid">
      {blocks.map((block) =>
        block.table ? (
          <Descriptions key={block.key} bordered size="small" layout="vertical" column={1} items={[item(block.table)]} />
        ) : (
          <Descriptions
            key={block.key}
            bordered
            size="small"
            layout={narrow ? 'vertical' : 'horizontal'}
            column={columns}
            // Wider: even label/value widths, so a full-width row cannot squeeze the columns of the others.
            styles={narrow ? undefined : { label: { width: '16%' }, content: { width: '34%' } }}
            items={gridItems(
              (block.run ?? []).map((f) => ({ item: item(f), full: f.span === 2 || Boolean(fieldKind(f.type).fullWidth) })),
              columns,
            )}
          />
        ),
      )}
    </div>
  );
}

export function ShowSections({ schema, record }: Props) {
  const { t, lang } = useLang();
  const groups = groupBySection(schema);
  const sections = schema.sections ?? [];
  const tabs = sections.filter((s) => s.tab && groups.get(s.name)?.length);
  const blocks: React.ReactNode[] = [];
  const general = groups.get('') ?? [];
  if (general.length)
    blocks.push(
      <Card key="__general" title={sections.length ? t('crud.general') : undefined} size="small">
        <FieldList schema={schema} record={record} fields={general} />
      </Card>,
    );
  let tabsPlaced = false;
  for (const s of sections) {
    const fields = groups.get(s.name) ?? [];
    if (!fields.length) continue;
    if (!s.tab)
      blocks.push(
        <Card key={s.name} title={localize(s.label, lang)} size="small">
          <FieldList schema={schema} record={record} fields={fields} />
        </Card>,
      );
    else if (!tabsPlaced) {
      tabsPlaced = true;
      blocks.push(
        <Card key="__tabs" size="small">
          <Tabs
            items={tabs.map((tab) => ({
              key: tab.name,
              label: localize(tab.label, lang),
              children: <FieldList schema={schema} record={record} fields={groups.get(tab.name) ?? []} />,
            }))}
          />
        </Card>,
      );
    }
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {blocks}
    </Space>
  );
}
