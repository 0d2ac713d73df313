/** The record's values by section (cards, or tabs for `tab` sections) as antd Descriptions. */
import { Card, Descriptions, Grid, Space, Tabs, type DescriptionsProps } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { fieldLabel, isVisible, localize } from '../../schema/meta/describe';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { fieldKind } from '../fields/registry';
import { groupBySection } from '../sections';
import { useLang } from '../useLang';

interface Props {
  schema: ResourceSchema;
  record: BaseRecord;
}

function FieldList({ schema, record, fields }: Props & { fields: Field[] }) {
  const { lang } = useLang();
  const items: DescriptionsProps['items'] = fields
    .filter((f) => isVisible(f, record))
    .map((f) => {
      const kind = fieldKind(f.type);
      return {
        key: f.name,
        label: fieldLabel(f, lang),
        span: f.span === 2 || kind.fullWidth ? 'filled' : 1,
        children: <kind.Display field={f} schema={schema} value={record[f.name]} record={record} lang={lang} />,
      };
    });
  // Phones: each label above its value, so a value (a child table above all) has the whole width.
  const narrow = Grid.useBreakpoint().md === false;
  // Wider: even label/value widths, so a full-width row (a child table) cannot squeeze the columns of the others.
  return (
    <Descriptions
      bordered
      size="small"
      layout={narrow ? 'vertical' : 'horizontal'}
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      styles={narrow ? undefined : { label: { width: '16%' }, content: { width: '34%' } }}
      items={items}
    />
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
