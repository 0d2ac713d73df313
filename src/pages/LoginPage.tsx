/** The app's login route (signed out inside the app, e.g. after signing out): the card, signing in through Refine. */
import { useLogin } from '@refinedev/core';
import { Link } from 'react-router';
import { LoginCard, type Credentials, type SignInResult } from './login/LoginCard';

export default function LoginPage() {
  // Refine goes on to the `to` of the address, else to the answer's redirectTo (providers/auth.ts).
  const { mutateAsync: login } = useLogin<Credentials>();
  return (
    <LoginCard
      signIn={(values) => login(values) as Promise<SignInResult>}
      registerLink={(label) => (
        <Link to="/register" className="app-inline-link">
          {label}
        </Link>
      )}
    />
  );
}
