/**
 * A record's comment thread (schema `comments: true`; mock-server/trail/comments.ts): oldest first, newest
 * last; each with its author, time and "edited" mark; edit own, delete own (an administrator any);
 * a box to add one. Text is plain: it is rendered as React text nodes with its links made clickable
 * (linkify.ts), never as HTML.
 */
import { errorText } from '../../http/errors';
import { useCustom, useCustomMutation, type BaseKey, type HttpError } from '@refinedev/core';
import { Alert, Avatar, Button, Card, Flex, Input, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { canDeleteComment, canEditComment } from '../../access/record-notes';
import { apiUrl } from '../../api/client';
import type { ResourceSchema } from '../../schema/meta/meta';
import { COMMENT_MAX } from '../../schema/records/record-notes';
import { useAccessContext } from '../sessionAccess';
import { useLang } from '../useLang';
import { linkify } from './linkify';
import { absoluteTime, relativeTime } from './when';

export interface StoredComment {
  id: number;
  text: string;
  username: string;
  name: string;
  at: string;
  editedAt?: string;
}

/** The text with its line breaks, links as links (opened in a new tab, without the opener). */
export function CommentText({ text }: { text: string }) {
  return (
    <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-text">
      {linkify(text).map((piece, i) =>
        piece.kind === 'link' ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </div>
  );
}

/** When, as "3 minutes ago" with the full date and time on hover. */
export function When({ at, lang }: { at: string; lang: string }) {
  return (
    <Tooltip title={absoluteTime(at, lang)}>
      <Typography.Text type="secondary">
        <time dateTime={at}>{relativeTime(at, lang)}</time>
      </Typography.Text>
    </Tooltip>
  );
}

interface EditorProps {
  initial: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (text: string, clear: () => void) => void;
  onCancel?: () => void;
}

/** A text box with its buttons; Ctrl+Enter (Cmd+Enter) sends. */
function Editor({ initial, label, submitLabel, busy, onSubmit, onCancel }: EditorProps) {
  const { t } = useLang();
  const [text, setText] = useState(initial);
  const send = () => {
    if (text.trim()) onSubmit(text, () => setText(''));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      send();
    }
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={label}
        placeholder={t('linked.commentPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 10 }}
        maxLength={COMMENT_MAX}
        showCount
      />
      <Space>
        <Button type="primary" onClick={send} loading={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('linked.cancel')}</Button>}
      </Space>
    </Flex>
  );
}

export function CommentThread({ schema, id }: { schema: ResourceSchema; id: BaseKey }) {
  const { t, lang } = useLang();
  const { user } = useAccessContext();
  const record = { resource: schema.name, id: String(id) };
  const { query, result } = useCustom<StoredComment[]>({
    url: apiUrl('comments', record),
    method: 'get',
    queryOptions: { retry: false },
  });
  const { mutate, mutation } = useCustomMutation<StoredComment, HttpError>();
  const [editing, setEditing] = useState<number | null>(null);
  const comments = Array.isArray(result.data) ? result.data : [];

  const send = (method: 'post' | 'patch' | 'delete', commentId: number | null, values: object, done?: () => void) =>
    mutate(
      {
        url: commentId === null ? apiUrl('comments', record) : apiUrl('comment', { ...record, commentId }),
        method,
        values,
        successNotification: () => ({
          type: 'success',
          message: method === 'delete' ? t('linked.commentDeleted') : t('linked.commentSaved'),
        }),
        errorNotification: (error) => ({
          type: 'error',
          message: error?.message ?? t('linked.commentFailed'),
          description: t('linked.commentFailed'),
        }),
      },
      {
        onSuccess: () => {
          done?.();
          void query.refetch();
        },
      },
    );

  return (
    <Card size="small" title={t('linked.commentsCount', { count: comments.length })} style={{ marginTop: 16 }}>
      <section aria-label={t('linked.comments')}>
        {query.isError && (
          <Alert
            type="warning"
            showIcon
            message={t('linked.commentsLoadError')}
            description={query.error ? errorText(query.error) : undefined}
          />
        )}
        {!query.isLoading && !query.isError && comments.length === 0 && (
          <Typography.Paragraph type="secondary">{t('linked.noComments')}</Typography.Paragraph>
        )}
        <Flex vertical gap={16} style={{ marginBottom: 16 }}>
          {comments.map((c) => (
            <article key={c.id} aria-label={c.name} data-comment-id={c.id}>
              <Flex gap={12} align="start">
                <Avatar style={{ flex: 'none' }}>{(c.name || c.username).trim().charAt(0).toUpperCase()}</Avatar>
                <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Space size={8} wrap>
                    <Typography.Text strong>{c.name || c.username}</Typography.Text>
                    <When at={c.at} lang={lang} />
                    {c.editedAt && (
                      <Tooltip title={absoluteTime(c.editedAt, lang)}>
                        <Typography.Text type="secondary">({t('linked.commentEdited')})</Typography.Text>
                      </Tooltip>
                    )}
                  </Space>
                  {editing === c.id ? (
                    <Editor
                      initial={c.text}
                      label={t('linked.edit')}
                      submitLabel={t('linked.save')}
                      busy={mutation.isPending}
                      onSubmit={(text) => send('patch', c.id, { text }, () => setEditing(null))}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <CommentText text={c.text} />
                  )}
                  {editing !== c.id && (
                    <Space size={0}>
                      {canEditComment(c, user) && (
                        <Button
                          type="link"
                          size="small"
                          style={{ paddingInline: 0, marginRight: 12 }}
                          onClick={() => setEditing(c.id)}
                        >
                          {t('linked.edit')}
                        </Button>
                      )}
                      {canDeleteComment(c, user) && (
                        <Popconfirm
                          title={t('linked.commentDeleteConfirm')}
                          okText={t('linked.delete')}
                          cancelText={t('linked.cancel')}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => send('delete', c.id, {})}
                        >
                          <Button type="link" size="small" danger style={{ paddingInline: 0 }}>
                            {t('linked.delete')}
                          </Button>
                        </Popconfirm>
                      )}
                    </Space>
                  )}
                </Flex>
              </Flex>
            </article>
          ))}
        </Flex>
        <Editor
          initial=""
          label={t('linked.addComment')}
          submitLabel={t('linked.addComment')}
          busy={mutation.isPending && editing === null}
          onSubmit={(text, clear) => send('post', null, { text }, clear)}
        />
      </section>
    </Card>
  );
}
