/** The French words of ./words.ts (`historyWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { HistoryStrings } from './words';

const fr: HistoryStrings = {
  details: 'Détails',
  history: 'Historique',
  empty: 'Aucun historique pour le moment',
  loadError: 'Impossible de charger l’historique',
  create: 'Créé',
  update: 'Modifié',
  delete: 'Supprimé',
  import: 'Importé',
  importedFrom: 'Importé depuis {{file}}',
  noVisibleChanges: 'Aucune modification que vous pouvez voir',
  rowAdded: '{{table}}, ligne {{n}} ajoutée',
  rowRemoved: '{{table}}, ligne {{n}} supprimée',
  rowChanged: '{{table}}, ligne {{n}}, {{column}}',
  workflow: 'Circuit de validation',
  trail: 'Suivi',
  noTrail: 'Aucune action pour le moment',
  next: 'Ensuite : {{actions}}',
  waitsForOthers: 'En attente d’une action d’autres personnes',
  moved: 'Passé de {{from}} à {{to}}',
  commentOptional: 'Facultatif',
  commentPlaceholder: 'Écrire un commentaire',
};

export const historyWords = { fr: { history: fr } };
