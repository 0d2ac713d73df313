/**
 * The header's search button (the search bar of ../shared/spec/staff-app-spec.md §2). Ctrl+K, or Cmd+K on a Mac, opens the search dialog
 * from anywhere in the app; closing it gives the focus back to where it was.
 */
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchDialog } from './search/SearchDialog';

export function SearchBar({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={narrow ? t('site.search.button') : undefined}
        aria-haspopup="dialog"
        data-testid="header-search"
      >
        {!narrow && (
          <>
            {t('site.search.button')}
            <Typography.Text keyboard type="secondary" style={{ marginInlineStart: 8 }}>
              {t('site.search.keys')}
            </Typography.Text>
          </>
        )}
      </Button>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
