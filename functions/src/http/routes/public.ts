/** Routes without authentication: only facts that are safe to show anyone. */
import { Router } from 'express';

/** Which emulators this function instance is wired to (empty in production). */
function emulatorsSeen() {
  return {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? null,
    functions: process.env.FUNCTIONS_EMULATOR === 'true',
  };
}

export function publicRouter() {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', version: __APP_VERSION__, emulators: emulatorsSeen() });
  });
  // Unknown public paths are 404 here: past this router every path needs a token.
  router.use((req, res) => {
    res.status(404).json({ error: `No route for ${req.method} ${req.baseUrl}${req.path}` });
  });
  return router;
}
