/** The French words of ./words.ts (`commentsWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { CommentsKey } from './words';

const fr: Record<CommentsKey, string> = {
  addComment: 'Ajouter un commentaire',
  commentDeleteConfirm: 'Supprimer ce commentaire ?',
  commentDeleted: 'Commentaire supprimé',
  commentEdited: 'modifié',
  commentFailed: 'Impossible d’enregistrer le commentaire',
  commentPlaceholder: 'Écrivez un commentaire. Les liens (https://…) deviennent cliquables.',
  commentSaved: 'Commentaire enregistré',
  comments: 'Commentaires',
  commentsCount: 'Commentaires ({{count}})',
  commentsLoadError: 'Impossible de charger les commentaires',
  delete: 'Supprimer',
  edit: 'Modifier',
  cancel: 'Annuler',
  noComments: 'Aucun commentaire pour le moment',
  noViewers: 'Personne ne l’a encore ouvert',
  save: 'Enregistrer',
  showAll: 'Afficher les {{count}}',
  viewedOn: 'ouvert sur {{count}} jours',
  viewers: 'Lecteurs',
  viewersCount: 'Vu par {{count}}',
  viewersLoadError: 'Impossible de charger les lecteurs',
};

export const commentsWords = { fr: { linked: fr } };
