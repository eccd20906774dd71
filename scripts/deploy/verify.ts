/** What a rehearsed deploy must show; each function returns the problems it finds (none: fine). */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ExpectedFunction } from './expected-functions.ts';
import type { Manifest, ManifestEndpoint } from './manifest.ts';

const EVENT_TYPES = {
  created: 'google.cloud.firestore.document.v1.created',
  written: 'google.cloud.firestore.document.v1.written',
  deleted: 'google.cloud.firestore.document.v1.deleted',
} as const;

function triggerProblems(name: string, endpoint: ManifestEndpoint, expected: ExpectedFunction): string[] {
  switch (expected.kind) {
    case 'https':
      return endpoint.httpsTrigger ? [] : [`${name}: not an HTTPS function`];
    case 'task': {
      const queue = endpoint.taskQueueTrigger;
      if (!queue) return [`${name}: not a task queue function`];
      const problems = [];
      const settings: [string, unknown, number][] = [
        ['max attempts', queue.retryConfig?.maxAttempts, expected.maxAttempts],
        ['concurrent dispatches', queue.rateLimits?.maxConcurrentDispatches, expected.maxConcurrentDispatches],
        ['dispatches per second', queue.rateLimits?.maxDispatchesPerSecond, expected.maxDispatchesPerSecond],
      ];
      for (const [what, actual, wanted] of settings) {
        if (actual !== wanted) problems.push(`${name}: queue ${what} ${String(actual)}, expected ${wanted}`);
      }
      return problems;
    }
    case 'schedule':
      return endpoint.scheduleTrigger?.schedule === expected.schedule
        ? []
        : [`${name}: schedule ${endpoint.scheduleTrigger?.schedule ?? 'none'}, expected ${expected.schedule}`];
    case 'firestore': {
      const event = endpoint.eventTrigger;
      const problems = [];
      if (event?.eventType !== EVENT_TYPES[expected.event]) {
        problems.push(`${name}: event ${event?.eventType ?? 'none'}, expected ${EVENT_TYPES[expected.event]}`);
      }
      if (event?.eventFilterPathPatterns?.document !== expected.document) {
        problems.push(
          `${name}: document ${event?.eventFilterPathPatterns?.document ?? 'none'}, expected ${expected.document}`,
        );
      }
      return problems;
    }
  }
}

/** Every expected function is there, with its trigger, region and size; nothing else is. */
export function endpointProblems(manifest: Manifest, expected: Record<string, ExpectedFunction>): string[] {
  const problems: string[] = [];
  for (const [name, want] of Object.entries(expected)) {
    const endpoint = manifest.endpoints[name];
    if (!endpoint) {
      problems.push(`${name}: missing from the deployed functions`);
      continue;
    }
    problems.push(...triggerProblems(name, endpoint, want));
    const sizes: [string, unknown, unknown][] = [
      ['region', endpoint.region?.join(','), want.region],
      ['memory (MB)', endpoint.availableMemoryMb, want.memoryMb],
      ['timeout (s)', endpoint.timeoutSeconds, want.timeoutSeconds],
      ['max instances', endpoint.maxInstances, want.maxInstances],
      ['concurrency', endpoint.concurrency ?? null, want.concurrency],
      [
        'secrets',
        (endpoint.secretEnvironmentVariables ?? []).map((s) => s.key).join(','),
        (want.secrets ?? []).join(','),
      ],
    ];
    for (const [what, actual, wanted] of sizes) {
      if (actual !== wanted) problems.push(`${name}: ${what} ${String(actual)}, expected ${String(wanted)}`);
    }
  }
  for (const name of Object.keys(manifest.endpoints)) {
    if (!(name in expected))
      problems.push(`${name}: deployed but not expected (add it to scripts/deploy/expected-functions.ts)`);
  }
  return problems;
}

/** The parameters and secrets a project must set, none with a default (a deploy without them must stop). */
export function paramProblems(manifest: Manifest, params: string[], secrets: string[]): string[] {
  const declared = manifest.params ?? [];
  const problems: string[] = [];
  const names = (type: 'secret' | 'plain') =>
    declared
      .filter((p) => (p.type === 'secret') === (type === 'secret'))
      .map((p) => p.name)
      .sort();
  if (names('plain').join() !== [...params].sort().join()) {
    problems.push(`parameters ${names('plain').join(', ')}, expected ${[...params].sort().join(', ')}`);
  }
  if (names('secret').join() !== [...secrets].sort().join()) {
    problems.push(`secrets ${names('secret').join(', ')}, expected ${[...secrets].sort().join(', ')}`);
  }
  for (const param of declared) {
    if (param.default !== undefined)
      problems.push(`parameter ${param.name} has a default: a deploy would not ask for it`);
  }
  return problems;
}

type Metafile = { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };

/** The package a bare import names: 'pdfkit/js/x' -> 'pdfkit', '@scope/p/x' -> '@scope/p'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every package the bundle imports resolves in the installed upload. The heavy ones load only when
 * used (a PDF, an e-mail), so loading the code at discovery would not notice one missing.
 */
export function missingPackages(folder: string, metafile: Metafile): string[] {
  const required = new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !entry.path.startsWith('node:'))
      .map((entry) => entry.path),
  );
  const resolveFrom = createRequire(join(folder, 'index.js'));
  const problems: string[] = [];
  for (const specifier of [...required].sort()) {
    if (isBuiltin(specifier)) continue;
    try {
      resolveFrom.resolve(specifier);
    } catch {
      problems.push(
        `the bundle imports ${specifier}, which the upload does not install (add ${packageOf(specifier)} to functions/package.json)`,
      );
    }
  }
  return problems;
}

const BUILTINS = new Set(createRequire(import.meta.url)('node:module').builtinModules as string[]);
const isBuiltin = (specifier: string) => BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0]!);

/** The upload stands alone: its own lock file, production dependencies only, nothing to build remotely. */
export function uploadShapeProblems(folder: string): string[] {
  const problems: string[] = [];
  if (!existsSync(join(folder, 'package-lock.json'))) problems.push('the upload has no package-lock.json');
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    main?: string;
    scripts?: Record<string, string>;
    devDependencies?: object;
  };
  if (manifest.devDependencies) problems.push('the upload lists devDependencies');
  if (manifest.scripts?.['gcp-build'] !== '')
    problems.push('the upload has no empty gcp-build script: Cloud Build would run `build`');
  if (manifest.scripts?.build)
    problems.push('the upload has a build script, which Cloud Build cannot run without the sources');
  if (!manifest.main || !existsSync(join(folder, manifest.main)))
    problems.push(`the upload's main (${manifest.main}) is missing`);
  for (const unwanted of ['src', '.secret.local', 'meta.json']) {
    if (existsSync(join(folder, unwanted))) problems.push(`the upload carries ${unwanted}`);
  }
  return problems;
}
