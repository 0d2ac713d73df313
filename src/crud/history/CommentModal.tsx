/**
 * The dialog a workflow button opens when its transition requires or allows a comment (the schema's
 * `comment` key). The same rule as the server (src/schema checkTransitionComment) refuses an empty
 * required comment before sending; a refusal from the server (400 `errors.comment`) shows beside the field.
 */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { localize } from '../../schema/meta/describe';
import type { Transition } from '../../schema/meta/meta';
import { checkTransitionComment, COMMENT_LABEL, TRANSITION_COMMENT_MAX } from '../../schema/workflow/transition-comment';
import { fieldDomId, useLang } from '../useLang';

interface Props {
  transition: Transition;
  open: boolean;
  loading: boolean;
  /** The server's message for the comment, shown beside the field. */
  serverError?: string;
  onSubmit: (comment: string | undefined) => void;
  onCancel: () => void;
  /** The text changed: a server message about the old text no longer applies. */
  onEdit: () => void;
}

export function CommentModal({ transition, open, loading, serverError, onSubmit, onCancel, onEdit }: Props) {
  const { t, lang } = useLang();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const label = localize(transition.label, lang);
  const shown = error ?? serverError;
  const submit = () => {
    const checked = checkTransitionComment(transition, text, lang);
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    onSubmit(checked.comment);
  };
  const id = fieldDomId(`comment-${transition.action}`);
  return (
    <Modal
      open={open}
      title={t('crud.confirmAction', { action: label })}
      okText={label}
      cancelText={t('crud.cancel')}
      okButtonProps={{ danger: transition.danger, loading }}
      onOk={submit}
      onCancel={onCancel}
      afterClose={() => {
        setText('');
        setError(undefined);
      }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={localize(COMMENT_LABEL, lang)}
          htmlFor={id}
          required={transition.comment === 'required'}
          extra={transition.comment === 'optional' ? t('history.commentOptional') : undefined}
          validateStatus={shown ? 'error' : undefined}
          help={shown}
        >
          <Input.TextArea
            id={id}
            autoFocus
            rows={4}
            maxLength={TRANSITION_COMMENT_MAX}
            showCount
            placeholder={t('history.commentPlaceholder')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
              onEdit();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
