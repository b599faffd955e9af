import { SignInPage } from './SignInPage';

/** Another account on this desktop, while the current one stays signed in. */
export function AddAccountPage() {
  return <SignInPage adding />;
}
