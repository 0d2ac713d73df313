/**
 * The schema's record rules (`rules`), under the fields table: each a small form with its field, its When and Check
 * expressions (JSON boxes) and its message in the four languages. Add and remove rules; the keys a rule has that
 * the form does not show stay as they are. The server's errors beside the control they concern (errors.ts).
 */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Card, Form, Row, Select, Space, Typography, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import { CellErrors, ErrorItem } from './CellErrors';
import { ruleControl, topControl, type PathError, type RuleControl } from './errors';
import { EXPRESSION_EXAMPLE } from './FieldDetails';
import { useSchemaEditorText } from './i18n';
import { JsonBox } from './JsonBox';
import { LangInputs } from './LangInputs';
import { fieldsOf, text, type Json } from './model';
import { newRule, rulesOf, setRule, setRuleMessage, setRules, textIn } from './model-details';

interface Props {
  draft: Json;
  onChange: (draft: Json) => void;
  errors: Map<string, PathError[]>;
}

export function RulesForm({ draft, onChange, errors }: Props) {
  const { t } = useSchemaEditorText();
  const rules = rulesOf(draft);
  const fieldNames = fieldsOf(draft)
    .map((f) => text(f.name))
    .filter(Boolean);
  const setAt = (at: number, rule: Json) =>
    onChange(
      setRules(
        draft,
        rules.map((r, i) => (i === at ? rule : r)),
      ),
    );

  const ruleForm = (rule: Json, at: number) => {
    const errs = (key: RuleControl) => errors.get(ruleControl(at, key));
    const labelOf = (what: string) => t('ruleLabel', { what, n: at + 1 });
    const item = (key: RuleControl, label: string, control: ReactNode, col: ColProps) => (
      <ErrorItem label={label} errors={errs(key)} col={col}>
        {control}
      </ErrorItem>
    );
    const expression = (key: 'when' | 'check', label: string) =>
      item(
        key,
        label,
        <JsonBox
          compact
          label={labelOf(label)}
          placeholder={EXPRESSION_EXAMPLE}
          value={rule[key]}
          onChange={(v) => setAt(at, setRule(rule, key, v))}
        />,
        { xs: 24, lg: 9 },
      );
    const title = t('ruleTitle', { n: at + 1 });
    return (
      <Card
        key={at}
        size="small"
        title={title}
        role="group"
        aria-label={title}
        extra={
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('removeRule', { n: at + 1 })}
            onClick={() =>
              onChange(
                setRules(
                  draft,
                  rules.filter((_r, i) => i !== at),
                ),
              )
            }
          />
        }
      >
        <CellErrors errors={errs('row')} />
        <Row gutter={12}>
          {item(
            'field',
            t('ruleField'),
            <Select
              showSearch
              aria-label={labelOf(t('ruleField'))}
              value={text(rule.field) || undefined}
              options={fieldNames.map((n) => ({ value: n }))}
              onChange={(v: string) => setAt(at, setRule(rule, 'field', v))}
            />,
            { xs: 24, lg: 6 },
          )}
          {expression('when', t('ruleWhen'))}
          {expression('check', t('ruleCheck'))}
        </Row>
        <LangInputs
          what={t('ruleMessage')}
          value={(lang) => textIn(rule, 'message', lang)}
          onChange={(lang, v) => setAt(at, setRuleMessage(rule, lang, v))}
          labelOf={labelOf}
          errorsOf={(lang) => errs(`message.${lang}`)}
        />
      </Card>
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('rulesHint')}
      </Typography.Paragraph>
      <CellErrors errors={errors.get(topControl('rules'))} />
      {rules.length === 0 && <Typography.Text type="secondary">{t('noRules')}</Typography.Text>}
      <Form layout="vertical" component="div" size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          {rules.map(ruleForm)}
        </Space>
      </Form>
      <Button icon={<PlusOutlined />} onClick={() => onChange(setRules(draft, [...rules, newRule(draft)]))}>
        {t('addRule')}
      </Button>
    </Space>
  );
}
