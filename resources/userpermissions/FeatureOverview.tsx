/**
 * Before a feature is picked: every docType/action feature, how many employees hold it and which
 * screens, fields and workflow steps need it (from the schemas), so the admin knows what a grant does.
 */
import { Button, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { featureKey, featureUses, type Feature, type FeatureUse } from '../../src/access';
import { localize } from '../../src/schema/meta/describe';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { usePermissionText } from './i18n';

interface Row {
  feature: Feature;
  holders: number;
  uses: FeatureUse[];
}

interface Props {
  registry: SchemaRegistry;
  features: Feature[];
  holdersOf: (f: Feature) => number;
  onPick: (f: Feature) => void;
}

export function FeatureOverview({ registry, features, holdersOf, onPick }: Props) {
  const { t, lang } = usePermissionText();
  const rows = useMemo(() => {
    const uses = featureUses(registry);
    return features.map((feature): Row => ({
      feature,
      holders: holdersOf(feature),
      uses: uses.get(featureKey(feature))?.uses ?? [],
    }));
  }, [registry, features, holdersOf]);
  const screen = (resource: string) => {
    const schema = registry.byName.get(resource);
    return schema ? localize(schema.pluralLabel, lang) : resource;
  };

  const columns: TableColumnsType<Row> = [
    {
      title: t('feature'),
      key: 'feature',
      width: 260,
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onPick(r.feature)}>
          {featureKey(r.feature)}
        </Button>
      ),
    },
    { title: t('holdersColumn'), dataIndex: 'holders', key: 'holders', width: 120, align: 'right' },
    {
      title: t('requiredFor'),
      key: 'uses',
      render: (_, r) =>
        r.uses.length ? (
          r.uses.map((u) => <Tag key={`${u.resource}:${u.use}`}>{`${screen(u.resource)}: ${u.use}`}</Tag>)
        ) : (
          <Typography.Text type="secondary">{t('routeRuleOnly')}</Typography.Text>
        ),
    },
  ];

  return (
    <Table<Row>
      rowKey={(r) => featureKey(r.feature)}
      size="small"
      title={() => t('pickFeature')}
      columns={columns}
      dataSource={rows}
      pagination={false}
    />
  );
}
