/** The French words of ./words.ts (`listWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { ListWordsKey } from './words';

const fr: Record<ListWordsKey, string> = {
  filters: 'Filtres',
  filtersApplied: 'Filtres, {{count}} appliqué(s)',
  showResults: 'Voir les résultats',
  openRecord: 'Cliquez sur une ligne ou appuyez sur Entrée pour ouvrir la fiche',
};

export const listWords = { fr: { listsForms: fr } };
