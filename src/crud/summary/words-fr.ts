/** The French words of ./words.ts (`summaryWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { SummaryKey } from './words';

const fr: Record<SummaryKey, string> = {
  title: 'Synthèse : {{label}}',
  crumb: 'Synthèse',
  none: '(aucun)',
  count: 'Nombre',
  total: 'Total',
  empty: 'Rien à compter',
  loadError: 'Impossible de charger la synthèse',
  retry: 'Réessayer',
  openList: 'Ouvrir la liste',
  openGroup: 'Ouvrir la liste filtrée sur ce groupe',
  noLink: 'Une liste ne peut pas être filtrée sur une valeur vide',
  firstOf: 'Les {{shown}} premiers sur {{count}}',
  recordsError: 'Impossible de charger les enregistrements',
};

export const summaryWords = { fr: { summary: fr } };
