/**
 * The list toolbar's saved views: apply one, save the current settings as a new view (optionally the
 * default), save changes to the applied view, make it the default or not, delete it. The views are the
 * user's own, on the server (mock-server/trail/views.ts); the save dialog checks with the server's rules
 * (src/access/list-views.ts) before sending, and shows the server's own messages when it refuses.
 */
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import { App, Button, Checkbox, Dropdown, Form, Input, Modal, Tag, type MenuProps } from 'antd';
import { useState } from 'react';
import { checkListView, defaultSettings, sameSettings, sanitizeSettings, VIEW_NAME_MAX } from '../../access/list-views';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';
import { createView, deleteView, failure, updateView } from './api';
import type { ListState } from './useListState';
import type { ListViews } from './useListViews';

interface Props {
  schema: ResourceSchema;
  views: ListViews;
  state: ListState;
}

const NONE: ReadonlySet<string> = new Set();

export function ViewsMenu({ schema, views, state }: Props) {
  const { t, lang } = useLang();
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; isDefault: boolean }>();
  const active = views.views.find((v) => v.id === state.activeViewId) ?? null;
  const changed = active !== null && !sameSettings(sanitizeSettings(schema, active), state.current);

  const fail = (e: unknown) => void message.error(`${t('lists.viewFailed')}: ${failure(e).message}`);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await views.reload();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const { name, isDefault } = await form.validateFields();
    const body = { ...state.current, resource: schema.name, name, isDefault: Boolean(isDefault) };
    const local = checkListView(schema, body, { hidden: NONE, lang, others: views.views });
    const problems = Object.entries(local.errors);
    if (problems.length) {
      form.setFields([{ name: 'name', errors: problems.map(([, m]) => m) }]);
      return;
    }
    setBusy(true);
    try {
      const made = await createView(body);
      await views.reload();
      state.setActiveViewId(made.id);
      setDialog(false);
      void message.success(t('lists.viewSaved', { name: made.name }));
    } catch (e) {
      const { message: text, errors } = failure(e);
      form.setFields([{ name: 'name', errors: [Object.values(errors).join('; ') || text] }]);
    } finally {
      setBusy(false);
    }
  };

  const items: MenuProps['items'] = [
    ...(views.views.length
      ? views.views.map((v) => ({
          key: `view:${v.id}`,
          icon: v.id === active?.id ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
          label: (
            <span>
              {v.name} {v.isDefault && <Tag style={{ marginInlineStart: 4 }}>{t('lists.defaultTag')}</Tag>}
            </span>
          ),
        }))
      : [
          {
            key: 'none',
            disabled: true,
            label: views.error ? t('lists.viewsLoadFailed') : views.loaded ? t('lists.noViews') : '…',
          },
        ]),
    { type: 'divider' as const },
    { key: 'standard', label: t('lists.standardView') },
    { key: 'save', icon: <SaveOutlined />, label: t('lists.saveView') },
    ...(active
      ? [
          { key: 'update', icon: <SaveOutlined />, disabled: !changed, label: t('lists.updateView', { name: active.name }) },
          { key: 'default', icon: <StarOutlined />, label: active.isDefault ? t('lists.unsetDefault') : t('lists.setDefault') },
          { key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('lists.deleteView', { name: active.name }) },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('view:')) {
      const view = views.views.find((v) => `view:${v.id}` === key);
      if (view) state.apply(sanitizeSettings(schema, view), view.id);
    } else if (key === 'standard') state.apply(defaultSettings(schema), null);
    else if (key === 'save') setDialog(true);
    else if (key === 'update' && active) void run(() => updateView(active.id, state.current));
    else if (key === 'default' && active) void run(() => updateView(active.id, { isDefault: !active.isDefault }));
    else if (key === 'delete' && active)
      modal.confirm({
        title: t('lists.deleteViewConfirm', { name: active.name }),
        okText: t('crud.delete'),
        okButtonProps: { danger: true },
        cancelText: t('crud.cancel'),
        onOk: () =>
          run(async () => {
            await deleteView(active.id);
            state.setActiveViewId(null);
            void message.success(t('lists.viewDeleted'));
          }),
      });
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button icon={<AppstoreOutlined />} loading={busy} data-testid="views-menu">
          {active ? `${active.name}${changed ? ` (${t('lists.changed')})` : ''}` : t('lists.views')}
        </Button>
      </Dropdown>
      <Modal
        open={dialog}
        title={t('lists.saveViewTitle')}
        okText={t('crud.save')}
        cancelText={t('crud.cancel')}
        confirmLoading={busy}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setDialog(false)}
        destroyOnHidden
      >
        {/* Not kept once the dialog closes (preserve false): it opens empty, and no reset runs on a form not on the page. */}
        <Form
          form={form}
          preserve={false}
          layout="vertical"
          initialValues={{ name: '', isDefault: false }}
          onFinish={() => void save()}
        >
          <Form.Item
            name="name"
            label={t('lists.viewName')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: checkListView(schema, {}, { hidden: NONE, lang, others: [] }).errors.name,
              },
            ]}
          >
            <Input maxLength={VIEW_NAME_MAX} autoFocus />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{t('lists.makeDefault')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
