/**
 * Lays the schema's fields out: fields without a section in a general card, titled cards for plain
 * sections, one Tabs for sections marked `tab`. Inside each, a two-column grid (span 2 = full width).
 */
import { Badge, Card, Col, Row, Space, Tabs } from 'antd';
import { get, useFormContext } from 'react-hook-form';
import type { Data } from '../../schema/expression';
import { localize } from '../../schema/describe';
import type { Field, ResourceSchema, Section } from '../../schema/meta';
import { groupBySection } from '../sections';
import { fieldKind } from '../fields/registry';
import type { FormMode } from '../resolver';
import { useLang } from '../useLang';
import { FormField } from './FormField';

interface Props {
  schema: ResourceSchema;
  mode: FormMode;
  live: Data;
  locked: boolean;
}

const isFullWidth = (f: Field) => f.span === 2 || Boolean(fieldKind(f.type).fullWidth);

function FieldGrid({ fields, ...rest }: Props & { fields: Field[] }) {
  return (
    <Row gutter={16}>
      {fields.map((f) => (
        <Col key={f.name} xs={24} md={isFullWidth(f) ? 24 : 12}>
          <FormField field={f} {...rest} />
        </Col>
      ))}
    </Row>
  );
}

export function FormSections(props: Props) {
  const { t, lang } = useLang();
  const { formState } = useFormContext();
  const groups = groupBySection(props.schema);
  const sections = props.schema.sections ?? [];
  const tabs = sections.filter((s) => s.tab && groups.get(s.name)?.length);
  const hasError = (s: Section) => (groups.get(s.name) ?? []).some((f) => get(formState.errors, f.name) !== undefined);

  const blocks: React.ReactNode[] = [];
  const general = groups.get('') ?? [];
  if (general.length)
    blocks.push(
      <Card key="__general" title={sections.length ? t('crud.general') : undefined} size="small">
        <FieldGrid fields={general} {...props} />
      </Card>,
    );
  let tabsPlaced = false;
  for (const s of sections) {
    const fields = groups.get(s.name) ?? [];
    if (!fields.length) continue;
    if (!s.tab) {
      blocks.push(
        <Card key={s.name} title={localize(s.label, lang)} size="small">
          <FieldGrid fields={fields} {...props} />
        </Card>,
      );
    } else if (!tabsPlaced) {
      tabsPlaced = true;
      blocks.push(
        <Card key="__tabs" size="small">
          <Tabs
            items={tabs.map((tab) => ({
              key: tab.name,
              // Rendered up front so every field is registered and reachable by its label.
              forceRender: true,
              label: (
                <Badge dot={hasError(tab)} offset={[6, 0]}>
                  {localize(tab.label, lang)}
                </Badge>
              ),
              children: <FieldGrid fields={groups.get(tab.name) ?? []} {...props} />,
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
