/** The French words of ./words.ts (`accountsWords`), loaded with ../all-words-fr.ts when French is chosen. */
import type { AccountsKey } from './words';

const fr: Record<AccountsKey, string> = {
  issue: 'Émettre un code de connexion à usage unique',
  confirmTitle: 'Émettre un code de connexion à usage unique pour {{name}} ?',
  confirmText:
    'Toutes les sessions de ce compte sont fermées. La personne se connecte une fois avec le code comme mot de passe, puis doit choisir un nouveau mot de passe.',
  confirmOk: 'Émettre le code',
  cancel: 'Annuler',
  codeTitle: 'Code de connexion à usage unique pour {{name}}',
  shownOnce: 'Ce code n’est affiché qu’une fois : personne ne pourra le relire. Remettez-le à la personne en privé.',
  howTo: 'Elle se connecte avec son identifiant et ce code comme mot de passe, puis doit choisir un nouveau mot de passe.',
  validUntil: 'Valable jusqu’au',
  copy: 'Copier le code',
  copied: 'Code copié',
  copyFailed: 'Copie impossible : sélectionnez le code et copiez-le',
  close: 'Fermer',
  failed: 'Le code n’a pas pu être émis',
};

export const accountsWords = { fr: { accounts: fr } };
