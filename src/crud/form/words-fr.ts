/** The French words of ./words.ts (`formWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { FormWordsKey } from './words';

const fr: Record<FormWordsKey, string> = {
  tabErrors_one: '{{count}} erreur dans cet onglet',
  tabErrors_other: '{{count}} erreurs dans cet onglet',
  moreTabErrors: 'Autres onglets, certains avec des erreurs',
  cancel: 'Annuler',
  fixErrors_one: 'Veuillez corriger le champ signalé',
  fixErrors_other: 'Veuillez corriger les {{count}} champs signalés',
};

export const formWords = { fr: { listsForms: fr } };
