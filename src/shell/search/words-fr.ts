/** The French words of ./words.ts (`searchWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { SearchKey } from './words';

const fr: Record<SearchKey, string> = {
  button: 'Rechercher',
  keys: 'Ctrl K',
  title: 'Rechercher des écrans et des enregistrements',
  placeholder: 'Saisissez un écran, un nom ou un numéro de document',
  screens: 'Écrans',
  records: '{{resource}}',
  more: 'Premiers résultats seulement : précisez le texte pour en trouver d’autres.',
  hint: 'Saisissez au moins 2 caractères pour chercher des enregistrements.',
  empty: 'Aucun résultat pour « {{text}} ».',
  loading: 'Recherche…',
  failed: 'La recherche n’est pas disponible pour le moment.',
  help: '↑ ↓ pour se déplacer, Entrée pour ouvrir, Échap pour fermer',
};

export const searchWords = { fr: { site: { search: fr } } };
