/** The French words of ./words.ts (`conflictWords`), loaded with ../../all-words-fr.ts when French is chosen. */
import type { ConflictWordsKey } from './words';

const fr: Record<ConflictWordsKey, string> = {
  title: 'Quelqu’un a modifié cette fiche après que vous l’avez ouverte',
  changedBy: '{{name}} a modifié {{fields}} ({{time}})',
  changedByNoFields: '{{name}} l’a modifiée ({{time}})',
  someone: 'Quelqu’un',
  field: 'Champ',
  theirs: 'Enregistré par l’autre',
  mine: 'Le vôtre',
  bothChanged: 'vous l’avez modifié aussi',
  explain:
    'Ce que vous avez saisi reste dans le formulaire jusqu’à votre choix. Garder le mien enregistre vos valeurs là où vous avez modifié le même champ ; prendre les leurs met leurs valeurs dans ces champs, puis vous enregistrez à nouveau.',
  keepMine: 'Garder le mien et enregistrer',
  takeTheirs: 'Prendre les leurs',
  stepRefused:
    'Quelqu’un a modifié cette fiche après que vous l’avez ouverte. La page affiche maintenant sa modification : vérifiez-la et réessayez.',
  takenTheirs: 'Leurs valeurs sont dans le formulaire. Vérifiez-les et enregistrez.',
};

export const conflictWords = { fr: { conflict: fr } };
