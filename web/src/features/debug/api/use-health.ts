/** /debug's health check: GET /api/public/health through the API client, once per visit. */
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api.ts';

/** GET /api/public/health (functions/src/http/routes/public.ts). */
interface Health {
  status: string;
  version: string;
  emulators: { auth: string | null; firestore: string | null; functions: boolean };
}

type HealthState = { state: 'loading' } | { state: 'loaded'; health: Health } | { state: 'failed'; message: string };

export function useHealth(): HealthState {
  const [health, setHealth] = useState<HealthState>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    api.health().then(
      (answer: Health) => {
        if (!current) return;
        if (answer && typeof answer === 'object' && typeof answer.status === 'string' && answer.emulators) {
          setHealth({ state: 'loaded', health: answer });
        } else {
          setHealth({ state: 'failed', message: 'the answer is not the expected JSON.' });
        }
      },
      (error: unknown) => {
        if (current) setHealth({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return health;
}
