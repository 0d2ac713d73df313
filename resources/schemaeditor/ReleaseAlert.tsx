/**
 * On PostgreSQL a start takes each changed schema of the release in, unless an Admin changed that schema: then the
 * Admin's version stays in force and the release's is kept aside (mock-server/schemas/schema-release.ts). This alert
 * says so on the resource's editor and loads the release's version into the draft: the Admin then compares, merges by
 * hand and saves it as usual (a new version, through the same checks). Nothing shows on the journal (404) or when
 * the release's version is the one in force.
 */
import { Alert, Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { getRelease } from './api';
import type { Json } from './model';
import { useSchemaEditorText } from './i18n';

export function ReleaseAlert({ name, round, onLoad }: { name: string; round: number; onLoad: (release: Json) => void }) {
  const { t } = useSchemaEditorText();
  const release = useQuery({ queryKey: ['schemaEditor', 'release', name, round], queryFn: () => getRelease(name), gcTime: 0 });
  const view = release.data;
  if (!view || view.inForce !== 'admin' || !view.differs || view.release === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      message={t('releaseTitle')}
      description={t('releaseText')}
      action={<Button onClick={() => onLoad(view.release!)}>{t('releaseLoad')}</Button>}
    />
  );
}
