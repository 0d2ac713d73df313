/** The French words of ./words.ts (`noticesWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { NoticesKey } from './words';

const fr: Record<NoticesKey, string> = {
  region: 'Annonces',
  until: 'Jusqu’au {{date}}',
  dismiss: 'Masquer cette annonce',
  dismissAll: 'Masquer toutes les annonces',
  showAll: 'Afficher les annonces en entier',
  showLess: 'Titres seulement',
};

export const noticesWords = { fr: { notices: fr } };
