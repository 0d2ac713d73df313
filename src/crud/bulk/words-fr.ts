/** The French words of ./words.ts (`bulkWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { BulkKey } from './words';

const fr: Record<BulkKey, string> = {
  allMatchingSelected: 'Les {{count}} lignes correspondantes sont sélectionnées.',
  allOnPageSelected: 'Les {{count}} lignes de cette page sont sélectionnées.',
  bulkActions: 'Actions sur les lignes sélectionnées',
  bulkApplicable:
    'Seules {{applicable}} d’entre elles le permettent pour vous maintenant ; les autres seront refusées, chacune avec sa raison.',
  bulkCommentEach: 'Enregistré avec l’action de chaque ligne.',
  bulkCommentOptional: 'Facultatif ; enregistré avec l’action de chaque ligne.',
  bulkConfirm: '{{action}} : {{count}} lignes sélectionnées ?',
  bulkConfirmMatching: '{{action}} : les {{count}} lignes correspondantes ?',
  bulkFailed: 'L’action groupée a échoué',
  bulkRefusedRows: 'Refusées : {{rows}}',
  bulkResult: 'Résultat : {{action}}',
  clearSelection: 'Effacer la sélection',
  exportSelection: 'Exporter la sélection',
  selectAllMatching: 'Sélectionner les {{count}} lignes correspondantes',
  selectRow: 'Sélectionner cette ligne',
  selected: '{{count}} sélectionnée(s)',
};

export const bulkWords = { fr: { lists: fr } };
