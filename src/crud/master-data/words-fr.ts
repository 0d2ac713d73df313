/** The French words of ./words.ts (`masterDataWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { MasterDataKey } from './words';

const fr: Record<MasterDataKey, string> = {
  addChild: 'Ajouter en dessous',
  addRoot: 'Ajouter une entrée de premier niveau',
  depth: 'Niveau',
  expandAll: 'Tout déplier',
  collapseAll: 'Tout replier',
  noSettings: 'Aucun paramètre à afficher',
};

export const masterDataWords = { fr: { masterData: fr } };
