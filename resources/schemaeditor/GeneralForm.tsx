/**
 * The editor's form for the resource as a whole: name, labels, area, route, icon, title field, naming pattern and
 * who may take each action (the roles of `access`), as form controls; sections and the workflow (states and
 * transitions) as small JSON blocks. Each control shows the server's errors for its key.
 */
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { ACTIONS } from '../../src/schema/meta/constants';
import { localize } from '../../src/schema/meta/describe';
import type { Area } from '../../src/schema/meta/meta';
import { CellErrors } from './CellErrors';
import { JsonBox } from './JsonBox';
import { topControl, type PathError } from './errors';
import { LANGS, fieldsOf, rolesOf, setRoles, setText, setTop, type Json, type Lang } from './model';
import { useSchemaEditorText, type SchemaEditorKey } from './i18n';

/** The words of the localized keys' inputs, by language. */
const LANG_WORDS: Record<'label' | 'pluralLabel', Record<Lang, SchemaEditorKey>> = {
  label: { en: 'labelEn', th: 'labelTh', fr: 'labelFr', ar: 'labelAr' },
  pluralLabel: { en: 'pluralEn', th: 'pluralTh', fr: 'pluralFr', ar: 'pluralAr' },
};

/** The roles offered for `access` (a role typed in is kept too). */
const ROLES = ['Admin', 'HR', 'Staff', 'Sales', 'Guest'];

interface Props {
  draft: Json;
  onChange: (draft: Json) => void;
  errors: Map<string, PathError[]>;
  areas: Area[];
  /** An existing resource keeps its name (it is its file's and its records' name). */
  nameLocked: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});

export function GeneralForm({ draft, onChange, errors, areas, nameLocked }: Props) {
  const { t, lang } = useSchemaEditorText();
  const errs = (key: string) => errors.get(topControl(key));
  const item = (key: string, label: string, control: React.ReactNode, span = 12, wide = false) => (
    // The languages of a label stand four in a row on a desktop, two on a tablet, one under the other on a phone.
    <Col key={key} xs={24} {...(wide ? { sm: 12, lg: 6 } : { md: span })}>
      <Form.Item label={label} validateStatus={errs(key)?.length ? 'error' : undefined} help={<CellErrors errors={errs(key)} />}>
        {control}
      </Form.Item>
    </Col>
  );
  const text = (key: string, label: string, value: unknown, set: (v: string) => Json, span = 12) =>
    item(key, label, <Input aria-label={label} value={str(value)} onChange={(e) => onChange(set(e.target.value))} />, span);
  /** A localized key's four inputs, English, Thai, French, Arabic; Arabic is typed right to left. */
  const localized = (key: 'label' | 'pluralLabel') =>
    LANGS.map((l) => {
      const label = t(LANG_WORDS[key][l]);
      const input = (
        <Input
          aria-label={label}
          dir={l === 'ar' ? 'rtl' : undefined}
          value={str(obj(draft[key])[l])}
          onChange={(e) => onChange(setText(draft, key, l, e.target.value))}
        />
      );
      return item(`${key}.${l}`, label, input, 6, true);
    });
  const naming = obj(draft.naming);
  const setNaming = (k: 'field' | 'pattern', v: string) => {
    const next = { ...naming, [k]: v };
    return setTop(draft, 'naming', next.field || next.pattern ? next : undefined);
  };
  const fieldNames = fieldsOf(draft)
    .map((f) => str(f.name))
    .filter(Boolean);

  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        {item(
          'name',
          t('name'),
          <Input
            aria-label={t('name')}
            value={str(draft.name)}
            disabled={nameLocked}
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
          />,
        )}
        {item(
          'area',
          t('area'),
          <Select
            aria-label={t('area')}
            value={str(draft.area) || undefined}
            options={areas.map((a) => ({ value: a.name, label: localize(a.label, lang, a.name) }))}
            onChange={(v: string) => onChange({ ...draft, area: v })}
          />,
        )}
      </Row>
      <Row gutter={16}>{localized('label')}</Row>
      <Row gutter={16}>{localized('pluralLabel')}</Row>
      <Row gutter={16}>
        {text('route', t('route'), draft.route, (v) => ({ ...draft, route: v }))}
        {text('icon', t('icon'), draft.icon, (v) => setTop(draft, 'icon', v))}
        {item(
          'titleField',
          t('titleField'),
          <Select
            aria-label={t('titleField')}
            value={str(draft.titleField) || undefined}
            options={fieldNames.map((n) => ({ value: n }))}
            onChange={(v: string) => onChange({ ...draft, titleField: v })}
          />,
        )}
        {text('naming', t('namingPattern'), naming.pattern, (v) => setNaming('pattern', v), 6)}
        {item(
          'naming.field',
          t('namingField'),
          <Select
            aria-label={t('namingField')}
            allowClear
            value={str(naming.field) || undefined}
            options={fieldNames.map((n) => ({ value: n }))}
            onChange={(v: string | undefined) => onChange(setNaming('field', v ?? ''))}
          />,
          6,
        )}
      </Row>
      <Typography.Title level={5}>{t('access')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('accessHint')}</Typography.Paragraph>
      <CellErrors errors={errs('access')} />
      <Row gutter={16}>
        {ACTIONS.map((action) =>
          item(
            `access.${action}`,
            t(`action_${action}`),
            <Select
              mode="tags"
              aria-label={t('accessOf', { action: t(`action_${action}`) })}
              value={rolesOf(draft, action)}
              options={ROLES.map((r) => ({ value: r }))}
              onChange={(roles: string[]) => onChange(setRoles(draft, action, roles))}
            />,
            8,
          ),
        )}
      </Row>
      <Row gutter={16}>
        {item(
          'sections',
          t('sections'),
          <JsonBox label={t('sections')} value={draft.sections} onChange={(v) => onChange(setTop(draft, 'sections', v))} />,
        )}
        {item(
          'workflow',
          t('workflow'),
          <JsonBox label={t('workflow')} value={draft.workflow} onChange={(v) => onChange(setTop(draft, 'workflow', v))} />,
        )}
      </Row>
    </Form>
  );
}
