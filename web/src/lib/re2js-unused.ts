/**
 * Stands in for `re2js` in the browser build (web/vite.config.ts). Firestore 12 bundles that
 * regular-expression engine (about 30 KiB gzip) only to evaluate the regex and LIKE functions of
 * pipeline queries on the client; the app runs classic queries only, so no code path reaches it.
 * Should one ever do, it fails the way Firestore handles a bad pattern: the expression errors.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular-expression pipeline queries are not supported by this app');
  },
};
