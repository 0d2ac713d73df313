/**
 * /apps/report: the reports the user may open, as cards: the dashboards (declared screens, decided as
 * their menu entries are) and every generated summary screen (a schema's summary alias, under its list's
 * rule), each linking to its screen.
 */
import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { screenNamed } from '../../src/access/screens';
import { decide } from '../../src/providers/access-control';
import { useRegistry } from '../../src/providers/registry';
import { aliasPath, aliasScreen } from '../../src/schema/lists/alias-filters';
import { localize } from '../../src/schema/meta/describe';
import { SchemaIcon } from '../../src/shell/icons';
import { DASHBOARD_SCREENS } from './screens';
import { useDashText } from './i18n';
import { PageTitle } from './Widget';

interface Entry {
  key: string;
  to: string;
  title: string;
  icon?: string;
  note?: string;
}

function Cards({ entries, testId }: { entries: Entry[]; testId: string }) {
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
      {entries.map((e) => (
        <Col xs={24} sm={12} lg={8} key={e.key}>
          <Link to={e.to} data-testid={`report-${e.key}`}>
            <Card hoverable size="small">
              <Card.Meta avatar={<SchemaIcon name={e.icon} />} title={e.title} description={e.note} />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

export default function ReportPicker() {
  const { t, lang } = useDashText();
  const registry = useRegistry();
  const dashboards: Entry[] = DASHBOARD_SCREENS.filter((name) => name !== 'reports' && decide(name, 'list').allowed).map(
    (name) => {
      const s = screenNamed(registry, name);
      return { key: name, to: s.route, title: localize(s.menu?.label, lang, name), icon: s.menu?.icon };
    },
  );
  const summaries: Entry[] = registry.resources.flatMap((schema) =>
    decide(schema.name, 'list').allowed
      ? Object.entries(schema.aliases ?? {})
          .filter(([, target]) => aliasScreen(target) === 'summary')
          .map(([path]) => ({
            key: `${schema.name}-${path}`,
            to: aliasPath(schema.route, path),
            title: lang === 'th' ? `สรุป${localize(schema.pluralLabel, lang)}` : `${localize(schema.pluralLabel, lang)} summary`,
            icon: schema.icon,
            note: aliasPath(schema.route, path),
          }))
      : [],
  );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="report-picker">
      <div>
        <PageTitle screen="reports" />
        <Typography.Text type="secondary">{t('reportsIntro')}</Typography.Text>
      </div>
      {dashboards.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('dashboards')}</Typography.Title>
          <Cards entries={dashboards} testId="report-dashboards" />
        </section>
      )}
      <section>
        <Typography.Title level={5}>{t('summaries')}</Typography.Title>
        {summaries.length ? <Cards entries={summaries} testId="report-summaries" /> : <Empty description={t('noData')} />}
      </section>
    </Space>
  );
}
