/**
 * Route guard: a signed-in user who may not take this action here goes to /not-authorized
 * (../shared/spec/staff-app-spec.md §6). A route with an id parameter or a query needs no menu entry; the other rules
 * still apply.
 */
import { useCan } from '@refinedev/core';
import { Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { routeNeedsMenuEntry } from '../access/menu';

interface Props {
  resource: string;
  action: string;
  /** The route stands for one record although its path has no :id (e.g. the guest's application 0). */
  byId?: boolean;
  children: ReactNode;
}

export function RequireAccess({ resource, action, byId = false, children }: Props) {
  const { id } = useParams();
  const { search } = useLocation();
  // Decided on arrival: the list pages add a query of their own afterwards, which must not re-run the guard.
  const [skipMenu] = useState(() => !routeNeedsMenuEntry(byId || id !== undefined, search));
  const { data, isLoading, isFetching } = useCan({ resource, action, params: { skipMenu } });
  // A refusal kept from before (another session in this tab) is asked again before it sends anyone away.
  if (isLoading || (!data?.can && isFetching)) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!data?.can) return <Navigate to="/not-authorized" replace />;
  return <>{children}</>;
}
