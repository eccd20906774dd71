/**
 * Google sign-in through a popup. Its own module so that the bundler can leave the popup and
 * redirect code (a third of the Auth SDK) out of /login until someone presses the Google button:
 * auth.ts imports this file dynamically.
 */
import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup, type Auth } from 'firebase/auth';

export async function signInWithGooglePopup(auth: Auth): Promise<void> {
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
