/** The French words of ./words.ts (`draftsWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { DraftsKey } from './words';

const fr: Record<DraftsKey, string> = {
  save: 'Enregistrer le brouillon',
  saved: 'Brouillon enregistré',
  saveError: 'Impossible d’enregistrer le brouillon',
  list: 'Brouillons ({{count}})',
  untitled: 'Brouillon sans titre',
  savedAt: 'enregistré le {{at}}',
  confirmTitle: 'Charger le brouillon enregistré ?',
  confirmText: 'Vous avez un brouillon « {{title}} » ({{at}}). Le charger dans le formulaire ?',
  load: 'Charger le brouillon',
  startBlank: 'Commencer un formulaire vierge',
  loaded: 'Brouillon chargé : complétez le formulaire et enregistrez-le',
  current: 'En cours : {{title}}',
  remove: 'Supprimer le brouillon {{title}}',
  removed: 'Brouillon supprimé',
  loadError: 'Impossible de charger vos brouillons',
};

export const draftsWords = { fr: { drafts: fr } };
