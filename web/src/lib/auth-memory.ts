/**
 * What this browser remembers about signing in, in localStorage, readable without loading the
 * Firebase Auth SDK: whether someone was signed in here last time, and the address an e-mail
 * sign-in link was sent to.
 */
const SIGNED_IN_KEY = 'signed-in-here';
const ROLE_KEY = 'role-here';
const FIRST_NAME_KEY = 'first-name-here';
const EMAIL_FOR_LINK_KEY = 'email-for-sign-in-link';

/**
 * A hint, not a fact: true when the last word from the identity provider on this browser was
 * "signed in". The public pages use it to decide whether to load the SDK at once; the SDK's
 * answer then decides.
 */
export function wasSignedInHere(): boolean {
  return window.localStorage.getItem(SIGNED_IN_KEY) !== null;
}

export function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) window.localStorage.setItem(SIGNED_IN_KEY, '1');
  else {
    window.localStorage.removeItem(SIGNED_IN_KEY);
    window.localStorage.removeItem(ROLE_KEY);
    window.localStorage.removeItem(FIRST_NAME_KEY);
  }
}

/**
 * Another hint: the role of the person signed in here last time, so that a reload can fetch the
 * right home page's code while the session is still being checked. Never used to decide access.
 */
export function rememberedRole(): string | null {
  return window.localStorage.getItem(ROLE_KEY);
}

/** Remembers the role, and a peer's first name for the home's shell (web/index.html) to greet them. */
export function rememberPerson({ role, first_name }: { role: string; first_name: string }): void {
  window.localStorage.setItem(ROLE_KEY, role);
  if (role === 'peer') window.localStorage.setItem(FIRST_NAME_KEY, first_name);
  else window.localStorage.removeItem(FIRST_NAME_KEY);
}

/** The address the sign-in link was sent to from this device, if any. */
export function rememberedLinkEmail(): string | null {
  return window.localStorage.getItem(EMAIL_FOR_LINK_KEY);
}

export function rememberLinkEmail(email: string | null): void {
  if (email === null) window.localStorage.removeItem(EMAIL_FOR_LINK_KEY);
  else window.localStorage.setItem(EMAIL_FOR_LINK_KEY, email);
}
