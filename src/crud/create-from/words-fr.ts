/** The French words of ./words.ts (`createFromWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { CreateFromKey } from './words';

const fr: Record<CreateFromKey, string> = {
  create: 'Créer : {{label}}',
  created: '{{label}} {{title}} créé',
  createFailed: 'Impossible de créer : {{label}}',
  createFromIntro: 'Un nouvel élément « {{label}} » est créé à partir de {{source}} : {{fields}} sont copiés.',
  createFromLines_one: '{{table}} : {{count}} ligne est copiée.',
  createFromLines_other: '{{table}} : {{count}} lignes sont copiées.',
  createFromFill: 'Complétez ce qui manque :',
  createFromNothing: 'Rien d’autre n’est nécessaire.',
  linkedEmpty: 'Aucun pour le moment',
  openList: 'Ouvrir la liste',
};

export const createFromWords = { fr: { linked: fr } };
