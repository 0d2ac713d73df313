/**
 * The list's Import button, for schemas with `import: true` and users who may create there (the same
 * decision as the Create button; the server decides each import as create again).
 */
import ImportOutlined from '@ant-design/icons/es/icons/ImportOutlined';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useAllowed } from '../access';
import { useLang } from '../useLang';

const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

export function ImportButton({ schema, onImported }: { schema: ResourceSchema; onImported: () => void }) {
  const { t } = useLang();
  const canCreate = useAllowed(schema.name, 'create');
  const [open, setOpen] = useState(false);
  if (schema.import !== true || !canCreate) return null;
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog schema={schema} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
