/**
 * Loads an installed functions folder the way `firebase deploy` discovers functions: it starts the
 * firebase-functions SDK's own server in the folder (FUNCTIONS_CONTROL_API) and reads the manifest
 * it serves at /__/functions.yaml (JSON: every endpoint with its options, and the parameters).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export type ManifestEndpoint = {
  region?: string[];
  availableMemoryMb?: number | null;
  timeoutSeconds?: number | null;
  maxInstances?: number | null;
  concurrency?: number | null;
  httpsTrigger?: object;
  eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string } };
  scheduleTrigger?: { schedule: string };
  taskQueueTrigger?: {
    retryConfig?: { maxAttempts?: number | null };
    rateLimits?: { maxConcurrentDispatches?: number | null; maxDispatchesPerSecond?: number | null };
  };
  secretEnvironmentVariables?: { key: string }[] | null;
};
export type Manifest = {
  specVersion: string;
  endpoints: Record<string, ManifestEndpoint>;
  params?: { name: string; type: string; default?: unknown }[];
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The manifest, or an error carrying what the code printed while it failed to load. */
export async function discoverManifest(folder: string, projectId: string, timeoutMs = 20_000): Promise<Manifest> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(folder, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), folder],
    {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        FUNCTIONS_CONTROL_API: 'true',
        GCLOUD_PROJECT: projectId,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/__/functions.yaml`);
        if (response.ok) return (await response.json()) as Manifest;
        throw new Error(`the manifest request answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the functions did not load:\n${output.trim().split('\n').slice(0, 12).join('\n')}`);
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
}
