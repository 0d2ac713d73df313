/** The French words of ./words.ts (`viewsWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { ViewsKey } from './words';

const fr: Record<ViewsKey, string> = {
  changed: 'modifié',
  chips: 'Filtres appliqués',
  columns: 'Colonnes',
  columnsHint: 'Cochez les colonnes à afficher ; les flèches changent leur ordre.',
  defaultTag: 'par défaut',
  deleteView: 'Supprimer « {{name}} »',
  deleteViewConfirm: 'Supprimer la vue « {{name}} » ?',
  makeDefault: 'Ouvrir cette liste avec cette vue',
  moveDown: 'Descendre {{label}}',
  moveUp: 'Monter {{label}}',
  noViews: 'Aucune vue enregistrée pour le moment',
  removeFilter: 'Retirer le filtre {{label}}',
  resetColumns: 'Colonnes par défaut',
  saveView: 'Enregistrer comme nouvelle vue…',
  saveViewTitle: 'Enregistrer la vue',
  search: 'Rechercher',
  setDefault: 'Définir par défaut',
  standardView: 'Vue standard',
  unsetDefault: 'Ne plus utiliser par défaut',
  updateView: 'Enregistrer les modifications de « {{name}} »',
  viewDeleted: 'Vue supprimée',
  viewFailed: 'Impossible d’enregistrer la vue',
  viewName: 'Nom',
  viewSaved: 'Vue « {{name}} » enregistrée',
  views: 'Vues',
  viewsLoadFailed: 'Impossible de charger vos vues enregistrées',
};

export const viewsWords = { fr: { lists: fr } };
