/** A part's title in a field's details or the rules form: a heading under the fields table's own. */
import { Typography } from 'antd';
import type { ReactNode } from 'react';

export const PartTitle = ({ children }: { children: ReactNode }) => (
  <Typography.Text strong role="heading" aria-level={6} style={{ display: 'block', margin: '8px 0 4px' }}>
    {children}
  </Typography.Text>
);
