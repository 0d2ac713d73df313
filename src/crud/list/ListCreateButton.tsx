/**
 * The list's Create button. A resource whose records are made on a hand-written screen (`createdOn`: POS receipts
 * on the counter) offers that screen instead, under its menu label, to those who may open it: its list stays
 * read-only beside the screen.
 */
import { CreateButton } from '@refinedev/antd';
import { Button } from 'antd';
import { Link } from 'react-router';
import { localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useAllowed } from '../access';
import { useSchemaRegistry } from '../SchemaContext';
import { useLang } from '../useLang';

export function ListCreateButton({ schema, first = false }: { schema: ResourceSchema; first?: boolean }) {
  const { t, lang } = useLang();
  const registry = useSchemaRegistry();
  const canCreate = useAllowed(schema.name, 'create');
  const screen = schema.createdOn ? registry.manifest.screens.find((s) => s.route === schema.createdOn) : undefined;
  const canOpen = useAllowed(screen?.name ?? schema.name, 'list');
  if (!canCreate) return null;
  if (schema.createdOn) {
    if (!screen || !canOpen) return null;
    return (
      <Link to={schema.createdOn}>
        <Button type="primary" data-testid="create-elsewhere">
          {localize(screen.menu?.label, lang, screen.name)}
        </Button>
      </Link>
    );
  }
  const title = first ? t('crud.createFirst', { label: localize(schema.label, lang) }) : t('crud.create');
  return (
    <CreateButton resource={schema.name} accessControl={{ enabled: false }} title={title}>
      {title}
    </CreateButton>
  );
}
