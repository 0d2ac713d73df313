/**
 * Dates as the reader's language writes them (SKELETON: helper 3 implements it; the shape below is the
 * contract). Thai shows DD/MM/YYYY in the Buddhist Era by default; the era is a preference persisted in
 * localStorage under `${APP_TITLE}-calendarEra`.
 */
import { useSyncExternalStore } from 'react';
import { APP_TITLE } from '../config';

export type CalendarEra = 'be' | 'ce';
const ERA_KEY = `${APP_TITLE}-calendarEra`;
const listeners = new Set<() => void>();

export function getCalendarEra(): CalendarEra {
  return typeof localStorage !== 'undefined' && localStorage.getItem(ERA_KEY) === 'ce' ? 'ce' : 'be';
}

export function setCalendarEra(era: CalendarEra): void {
  localStorage.setItem(ERA_KEY, era);
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** [era, setEra] for a preference control; components re-render when it changes. */
export function useCalendarEra(): [CalendarEra, (era: CalendarEra) => void] {
  return [useSyncExternalStore(subscribe, getCalendarEra), setCalendarEra];
}
