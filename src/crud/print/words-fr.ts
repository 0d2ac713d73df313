/** The French words of ./words.ts (`printWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { PrintKey } from './words';

const fr: Record<PrintKey, string> = {
  button: 'Imprimer',
  preparing: 'Préparation de la mise en page…',
  company: 'Back-office du personnel',
  taxId: 'N° d’identification fiscale {{taxId}}',
  documentNo: 'N°',
  status: 'Statut',
  printedBy: 'Imprimé par {{name}} le {{date}}',
  page: 'Page',
  general: 'Général',
  details: 'Détails',
  total: 'Total',
  trail: 'Suivi du circuit de validation',
  trailEmpty: 'Aucune action pour le moment.',
  trailUnavailable: 'Impossible de charger le suivi du circuit.',
  when: 'Date',
  action: 'Action',
  by: 'Par',
  comment: 'Commentaire',
  signatures: 'Signatures',
  preparedBy: 'Établi par',
  date: 'Date',
};

export const printWords = { fr: { print: fr } };
