/**
 * The list route of a singleton schema (`"singleton": true`, the system settings): there is no list, so it
 * opens the one record's page, where those who may edit it find Edit.
 */
import { PageFrame } from '../page/PageFrame';
import { Result, Spin } from 'antd';
import { Navigate } from 'react-router';
import { localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';
import { useSettingsQuery } from './useBoundSchema';

export default function SingletonPage({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = useLang();
  const { query, result } = useSettingsQuery();
  // undefined until the settings came, null when there is no record.
  const id = query.isSuccess ? (result.data.data?.id ?? null) : undefined;
  const e: unknown = query.error;
  const failed = query.isError ? (e instanceof Error ? e.message : String(e)) : null;
  if (id !== undefined && id !== null) return <Navigate to={`${schema.route}/${String(id)}`} replace />;
  return (
    <PageFrame title={localize(schema.pluralLabel, lang)} extra={<></>}>
      {failed !== null || id === null ? (
        <Result status="warning" title={t('masterData.noSettings')} subTitle={failed ?? undefined} />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </PageFrame>
  );
}
