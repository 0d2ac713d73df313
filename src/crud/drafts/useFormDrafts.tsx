/**
 * Drafts of a create form (`"drafts": true`): "Save draft" stores the unfinished form for the signed-in
 * user on the server (no validation), "Drafts (N)" lists their drafts, and opening the form while drafts
 * exist asks the spec's "Load the saved draft?" before filling the form with the newest one. Saving the
 * record deletes the draft it was made from. FormPage renders `buttons` and calls `onSaved`.
 */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import { useWarnAboutChange } from '@refinedev/core';
import { App, Button, Dropdown, Space, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form';
import { formatDateTime } from '../../i18n/dates';
import { offersDrafts, type FormDraft } from '../../schema/records/drafts';
import type { ResourceSchema } from '../../schema/meta/meta';
import { formDefaults, type FormMode } from '../resolver';
import { useLang } from '../useLang';
import { failure } from '../views/api';
import { createDraft, deleteDraft, fetchDrafts, updateDraft } from './api';

interface FormLike {
  reset: UseFormReset<FieldValues>;
  getValues: UseFormGetValues<FieldValues>;
}

export interface FormDrafts {
  /** The header's buttons (nothing when the form keeps no drafts). */
  buttons: React.ReactNode;
  /** The record was saved: the draft it came from is done with. */
  onSaved: () => void;
}

const when = (d: FormDraft, lang: string) => formatDateTime(d.updatedAt, lang);

export function useFormDrafts(schema: ResourceSchema, mode: FormMode, form: FormLike): FormDrafts {
  const enabled = mode === 'create' && offersDrafts(schema);
  const { t, lang } = useLang();
  const { modal, message } = App.useApp();
  const { setWarnWhen } = useWarnAboutChange();
  const [drafts, setDrafts] = useState<FormDraft[]>([]);
  const [current, setCurrent] = useState<FormDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const { reset, getValues } = form;
  const title = (d: FormDraft) => d.title || t('drafts.untitled');

  const load = useCallback(
    (draft: FormDraft) => {
      // Over the form's defaults, which stay the defaults: what the draft filled in counts as a change.
      reset({ ...formDefaults(schema), ...draft.values }, { keepDefaultValues: true });
      setCurrent(draft);
      void message.success(t('drafts.loaded'));
    },
    [reset, schema, message, t],
  );

  const confirmLoad = useCallback(
    (draft: FormDraft) =>
      modal.confirm({
        title: t('drafts.confirmTitle'),
        content: t('drafts.confirmText', { title: draft.title || t('drafts.untitled'), at: when(draft, lang) }),
        okText: t('drafts.load'),
        cancelText: t('drafts.startBlank'),
        onOk: () => load(draft),
      }),
    [modal, t, lang, load],
  );

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchDrafts(schema.name).then(
      (found) => {
        if (!live) return;
        setDrafts(found);
        if (found[0] && !asked.current) {
          asked.current = true;
          confirmLoad(found[0]);
        }
      },
      () => live && void message.error(t('drafts.loadError')),
    );
    return () => {
      live = false;
    };
  }, [enabled, schema.name, confirmLoad, message, t]);

  const save = async () => {
    setBusy(true);
    try {
      const values = getValues();
      const saved = current
        ? await updateDraft(schema.name, current.id, values).catch(() => createDraft(schema.name, values))
        : await createDraft(schema.name, values);
      setCurrent(saved);
      setDrafts((list) => [saved, ...list.filter((d) => d.id !== saved.id)]);
      // Saved: leaving the form now loses nothing.
      setWarnWhen(false);
      void message.success(t('drafts.saved'));
    } catch (e) {
      void message.error(`${t('drafts.saveError')}: ${failure(e).message}`);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (draft: FormDraft) => {
    try {
      await deleteDraft(schema.name, draft.id);
      setDrafts((list) => list.filter((d) => d.id !== draft.id));
      if (current?.id === draft.id) setCurrent(null);
      void message.success(t('drafts.removed'));
    } catch (e) {
      void message.error(failure(e).message);
    }
  };

  const onSaved = () => {
    if (current) void deleteDraft(schema.name, current.id).catch(() => undefined);
  };

  if (!enabled) return { buttons: null, onSaved };

  const items = drafts.map((d) => ({
    key: String(d.id),
    label: (
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <span>
          {title(d)} <span style={{ opacity: 0.65 }}>· {t('drafts.savedAt', { at: when(d, lang) })}</span>
        </span>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('drafts.remove', { title: title(d) })}
          onClick={(e) => {
            e.stopPropagation();
            void remove(d);
          }}
        />
      </Space>
    ),
  }));

  const buttons = (
    <>
      {current && <Tag color="processing">{t('drafts.current', { title: title(current) })}</Tag>}
      <Dropdown
        disabled={drafts.length === 0}
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => confirmLoad(drafts.find((d) => String(d.id) === key)!) }}
      >
        <Button icon={<FileTextOutlined />}>{t('drafts.list', { count: drafts.length })}</Button>
      </Dropdown>
      <Button icon={<SaveOutlined />} loading={busy} onClick={() => void save()}>
        {t('drafts.save')}
      </Button>
    </>
  );
  return { buttons, onSaved };
}
