/**
 * Lays the schema's fields out: fields without a section in a general card, titled cards for plain
 * sections, one Tabs for sections marked `tab`. Inside each, a two-column grid (span 2 = full width).
 */
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import { Badge, Card, Col, Row, Space, Tabs } from 'antd';
import { useFormContext } from 'react-hook-form';
import type { Data } from '../../schema/expression/expression';
import { localize } from '../../schema/meta/describe';
import type { Field, ResourceSchema, Section } from '../../schema/meta/meta';
import { useCreateFields } from '../fieldRules';
import { groupBySection } from '../sections';
import { fieldKind } from '../fields/registry';
import type { FormMode } from '../resolver';
import { useLang } from '../useLang';
import { errorsPerTab } from './errorFocus';
import { FormField } from './FormField';
import './form.css';

interface Props {
  schema: ResourceSchema;
  mode: FormMode;
  live: Data;
  locked: boolean;
  /** The open tab (the form opens the one holding the first error on a failed save); the first when not given. */
  activeTab?: string;
  onTabChange?: (key: string) => void;
}

const isFullWidth = (f: Field) => f.span === 2 || Boolean(fieldKind(f.type).fullWidth);

function FieldGrid({ fields, activeTab: _tab, onTabChange: _change, ...rest }: Props & { fields: Field[] }) {
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

export function FormSections({ schema: given, ...others }: Props) {
  // A create form leaves out the fields a write rule keeps from this user (src/crud/fieldRules.tsx).
  const props = { ...others, schema: useCreateFields(given, others.mode === 'create') };
  const { t, lang } = useLang();
  const { formState } = useFormContext();
  const groups = groupBySection(props.schema);
  const sections = props.schema.sections ?? [];
  const tabs = sections.filter((s) => s.tab && groups.get(s.name)?.length);
  const counts = errorsPerTab(props.schema, formState.errors);
  const tabLabel = (s: Section) => {
    const count = counts.get(s.name) ?? 0;
    return (
      <span data-tab-errors={count}>
        {localize(s.label, lang)}
        {count > 0 && (
          <Badge
            count={count}
            size="small"
            style={{ marginInlineStart: 6 }}
            aria-label={t('listsForms.tabErrors', { count })}
            title={t('listsForms.tabErrors', { count })}
          />
        )}
      </span>
    );
  };

  // The "…" of tabs that do not fit (a narrow window; a phone wraps them, form.css) is marked when a tab other
  // than the open one holds errors.
  const open = props.activeTab ?? tabs[0]?.name;
  const elsewhere = [...counts.keys()].some((name) => name !== open);
  const moreIcon = elsewhere ? (
    <Badge dot offset={[2, -2]} title={t('listsForms.moreTabErrors')}>
      <EllipsisOutlined aria-label={t('listsForms.moreTabErrors')} data-testid="tabs-more-errors" />
    </Badge>
  ) : (
    <EllipsisOutlined />
  );

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
            className="crud-form-tabs"
            activeKey={props.activeTab}
            onChange={props.onTabChange}
            more={{ icon: moreIcon }}
            items={tabs.map((tab) => ({
              key: tab.name,
              // Rendered up front so every field is registered and reachable by its label.
              forceRender: true,
              label: tabLabel(tab),
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
