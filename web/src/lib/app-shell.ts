/**
 * The participant home's shell of web/index.html: drawn before any JavaScript for a peer signed in
 * here last time, and removed once the real page is on screen, or as soon as the app knows the
 * home will not be it (another page, signed out, a failed session).
 */
export function dismissHomeShell(): void {
  document.documentElement.removeAttribute('data-home-shell');
  document.getElementById('home-shell')?.remove();
}
