/** Route guard: a signed-in user who may not take this action here goes to /not-authorized (spec section 6). */
import { useCan } from '@refinedev/core';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

export function RequireAccess({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { data, isLoading } = useCan({ resource, action });
  if (isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!data?.can) return <Navigate to="/not-authorized" replace />;
  return <>{children}</>;
}
