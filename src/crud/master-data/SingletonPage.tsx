/**
 * The list route of a singleton schema (`"singleton": true`, the system settings): there is no list, so it
 * opens the one record's page, where those who may edit it find Edit.
 */
import { List } from '@refinedev/antd';
import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';
import { SETTINGS_URL } from './useBoundSchema';
import { request } from '../../api/client';

export default function SingletonPage({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = useLang();
  const [id, setId] = useState<unknown>(undefined);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    request<{ data: { id?: unknown } }>(SETTINGS_URL).then(
      (body) => live && setId(body.data.id ?? null),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (id !== undefined && id !== null) return <Navigate to={`${schema.route}/${String(id)}`} replace />;
  return (
    <List resource={schema.name} title={localize(schema.pluralLabel, lang)} headerButtons={<></>}>
      {failed !== null || id === null ? (
        <Result status="warning" title={t('masterData.noSettings')} subTitle={failed ?? undefined} />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </List>
  );
}
