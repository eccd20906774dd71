/**
 * The pieces of the Firebase CLI (firebase-tools, pinned in package.json) that a deploy runs before
 * it talks to Google: packaging the functions' folder, and resolving the parameters. Calling them
 * here rehearses exactly what `firebase deploy` would do with this checkout, offline.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const lib = (path: string) => require(`firebase-tools/lib/${path}`) as unknown;

export type FunctionsConfig = { source: string; runtime?: string; ignore?: string[]; predeploy?: string[] };

const upload = lib('deploy/functions/prepareFunctionsUpload.js') as {
  prepareFunctionsUpload(sourceDir: string, config: FunctionsConfig): Promise<{ pathToSource: string }>;
};
const unzipper = lib('unzip.js') as { unzip(zip: string, into: string): Promise<void> };
const discovery = lib('deploy/functions/runtimes/discovery/index.js') as {
  yamlToBuild(manifest: unknown, project: string, region: string, runtime: string): { params: { type: string }[] };
};
const build = lib('deploy/functions/build.js') as {
  resolveBackend(options: {
    build: unknown;
    firebaseConfig: { projectId: string };
    userEnvOpt: { functionsSource: string; projectId: string; isEmulator: boolean };
    userEnvs: Record<string, string>;
    nonInteractive: boolean;
    isEmulator: boolean;
  }): Promise<unknown>;
};

/** The zip `firebase deploy` uploads for these functions (the source folder after `ignore`). */
export async function packageFunctions(sourceDir: string, config: FunctionsConfig): Promise<string> {
  // The CLI appends its own entries to the list it is given.
  return (await upload.prepareFunctionsUpload(sourceDir, { ...config, ignore: [...(config.ignore ?? [])] }))
    .pathToSource;
}

export const unzip = (zip: string, into: string) => unzipper.unzip(zip, into);

/**
 * Resolves the manifest's parameters as a non-interactive `firebase deploy` would, from the given
 * dotenv values. Secrets are left out: the CLI looks them up in Secret Manager, which needs Google.
 */
export async function resolveParams(
  manifest: unknown,
  projectId: string,
  sourceDir: string,
  values: Record<string, string>,
) {
  const built = discovery.yamlToBuild(manifest, projectId, 'us-central1', 'nodejs22');
  built.params = built.params.filter((param) => param.type !== 'secret');
  await build.resolveBackend({
    build: built,
    firebaseConfig: { projectId },
    userEnvOpt: { functionsSource: sourceDir, projectId, isEmulator: false },
    userEnvs: values,
    nonInteractive: true,
    isEmulator: false,
  });
}
