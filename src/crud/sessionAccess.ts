/** The signed-in user's access context (user, permissions, menu, CASL), as React state: for decisions made in place. */
import { useSyncExternalStore } from 'react';
import type { AccessContext } from '../access/decide';
import { sessionSnapshot, subscribeSession } from '../providers/session';

export const useAccessContext = (): AccessContext => useSyncExternalStore(subscribeSession, sessionSnapshot).access;
