/** ../shared/spec/staff-app-spec.md §4, §9: a button that appears once the page is scrolled more than 200 px and scrolls back smoothly. */
import VerticalAlignTopOutlined from '@ant-design/icons/es/icons/VerticalAlignTopOutlined';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SCROLL_TOP_THRESHOLD_PX = 200;

/** Whether the window is scrolled past `threshold` px, followed as it scrolls. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const shown = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!shown) return null;
  return (
    <Button
      className="app-scroll-top"
      type="primary"
      shape="circle"
      size="large"
      icon={<VerticalAlignTopOutlined />}
      aria-label={t('layout.scrollTop')}
      title={t('layout.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
