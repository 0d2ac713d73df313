/**
 * The search dialog (Ctrl+K / Cmd+K or the header's Search button): the screens the user may open whose name holds
 * the text, then the records of each resource they may list whose title or number holds it (useRecordSearch). A
 * combobox over one list of options: arrow keys move, Enter opens, Esc closes (antd's Modal keeps the focus inside
 * and gives it back to the button that opened it). A record opens on its show page.
 */
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Empty, Input, Modal, Spin, Typography, theme, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegistry } from '../../providers/registry';
import { localize } from '../../schema/meta/describe';
import { matchScreens, useScreens } from './useScreens';
import { MIN_SEARCH, useRecordSearch } from './useRecordSearch';

interface Option {
  key: string;
  group: string;
  label: string;
  detail?: string;
  to: string;
  icon?: React.ReactNode;
}

const SCREEN_LIMIT = 8;

/** The dialog's content, mounted while it is open: each opening starts blank. */
function SearchPanel({ onClose, inputRef }: { onClose: () => void; inputRef: React.RefObject<InputRef | null> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const listId = useId();
  const [text, setText] = useState('');
  const [activeIndex, setActive] = useState(0);
  const screens = useScreens();
  const registry = useRegistry();
  const records = useRecordSearch(text);
  const listRef = useRef<HTMLDivElement>(null);

  const options = useMemo<Option[]>(() => {
    const found: Option[] = matchScreens(screens, text)
      .slice(0, SCREEN_LIMIT)
      .map((s) => ({
        key: `screen:${s.name}`,
        group: t('site.search.screens'),
        label: s.label,
        detail: s.area,
        to: s.route,
        icon: s.icon,
      }));
    if (records.state === 'done')
      for (const g of records.groups) {
        const schema = registry.byName.get(g.resource);
        if (!schema) continue;
        const group = localize(schema.pluralLabel, lang);
        for (const item of g.items)
          found.push({
            key: `${g.resource}:${item.id}`,
            group,
            label: item.title || `#${item.id}`,
            detail: item.code,
            to: `${schema.route}/${encodeURIComponent(String(item.id))}`,
            icon: <FileTextOutlined />,
          });
      }
    return found;
  }, [screens, text, records, registry, t, lang]);

  // The records come in after the screens: the active option stays within the list.
  const active = Math.max(0, Math.min(activeIndex, options.length - 1));
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(options[active]);
    }
  };

  const more = records.state === 'done' && records.groups.some((g) => g.more);
  const optionId = (i: number) => `${listId}-option-${i}`;
  const status =
    text.trim().length < MIN_SEARCH
      ? t('site.search.hint')
      : records.state === 'loading'
        ? t('site.search.loading')
        : records.state === 'failed'
          ? t('site.search.failed')
          : options.length === 0
            ? t('site.search.empty', { text: text.trim() })
            : more
              ? t('site.search.more')
              : '';

  return (
    <>
      <Input
        ref={inputRef}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('site.search.placeholder')}
        aria-label={t('site.search.title')}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        allowClear
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('site.search.title')}
        style={{ maxHeight: '55vh', overflowY: 'auto', marginTop: 12 }}
      >
        {options.map((o, i) => (
          <div key={o.key}>
            {(i === 0 || options[i - 1]!.group !== o.group) && (
              <Typography.Text type="secondary" strong style={{ display: 'block', padding: '8px 8px 4px' }} aria-hidden>
                {o.group}
              </Typography.Text>
            )}
            <div
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              aria-label={`${o.label}${o.detail ? ` ${o.detail}` : ''}, ${o.group}`}
              data-index={i}
              onMouseMove={() => setActive(i)}
              onClick={() => choose(o)}
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'center',
                padding: '8px 12px',
                borderRadius: token.borderRadius,
                cursor: 'pointer',
                background: i === active ? token.controlItemBgActive : undefined,
              }}
            >
              <span aria-hidden>{o.icon}</span>
              <span style={{ flex: 1, minWidth: 0 }}>{o.label}</span>
              {o.detail && <Typography.Text type="secondary">{o.detail}</Typography.Text>}
            </div>
          </div>
        ))}
      </div>
      <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
        {records.state === 'loading' && options.length === 0 ? (
          <Spin size="small" />
        ) : status && options.length === 0 && text.trim().length >= MIN_SEARCH && records.state === 'done' ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={status} />
        ) : (
          status && <Typography.Text type="secondary">{status}</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('site.search.help')}
      </Typography.Text>
    </>
  );
}

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const inputRef = useRef<InputRef>(null);
  return (
    <Modal
      afterOpenChange={(opened) => opened && inputRef.current?.focus()}
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('site.search.title')}
      destroyOnHidden
      width={640}
      style={{ top: 64 }}
    >
      <SearchPanel onClose={onClose} inputRef={inputRef} />
    </Modal>
  );
}
