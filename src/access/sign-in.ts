/** Where a sign-in goes on to from the login page. */

/** The page a sign-in was asked for: the login page's `to`, when it is a path of this app other than login. */
export const signInTarget = (search: string): string | null => {
  const to = new URLSearchParams(search).get('to');
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : null;
};
