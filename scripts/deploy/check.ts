/**
 * `npm run deploy:check` (run by `npm test`): rehearses `firebase deploy` of the functions offline
 * (docs/deploy.md). It runs firebase.json's predeploy, packages the functions' folder with the
 * Firebase CLI's own code (so the `ignore` list applies as in a deploy), unpacks the zip into an
 * empty folder, installs it from its own lock file with production dependencies only, loads it as
 * the deploy's discovery does, and compares what it finds with expected-functions.ts. Then it
 * breaks two copies of the upload (a package gone, a function gone) and fails unless both are refused.
 *   --skip-predeploy  use the functions already built (npm test has just built them)
 */
import { execSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPECTED_FUNCTIONS, EXPECTED_PARAMS, EXPECTED_SECRETS, SUPPORTED_RUNTIMES } from './expected-functions.ts';
import { packageFunctions, resolveParams, unzip, type FunctionsConfig } from './firebase-tools.ts';
import { discoverManifest, type Manifest } from './manifest.ts';
import { securityHeaderProblems } from './csp.ts';
import { endpointProblems, missingPackages, paramProblems, uploadShapeProblems } from './verify.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Any real-looking id: discovery and parameter resolution only need one to fill in. */
const PROJECT = 'peer-coaching-rehearsal';

const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
  functions: FunctionsConfig[];
  hosting: { predeploy?: string[]; headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const config = firebaseJson.functions[0]!;
const sourceDir = join(root, config.source);

const failures: string[] = [];
function report(step: string, problems: string[]) {
  console.log(`${problems.length === 0 ? '  ok  ' : '  FAIL'} ${step}`);
  for (const problem of problems) console.log(`         ${problem}`);
  failures.push(...problems.map((problem) => `${step}: ${problem}`));
}

const sh = (command: string, cwd = root) => execSync(command, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function runtimeProblems(): string[] {
  const problems = [];
  if (!config.runtime || !SUPPORTED_RUNTIMES.includes(config.runtime)) {
    problems.push(
      `firebase.json asks for ${config.runtime ?? 'no runtime'}; new deploys accept ${SUPPORTED_RUNTIMES.join(' or ')}`,
    );
  }
  const engines = (JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')) as { engines?: { node?: string } })
    .engines?.node;
  if (`nodejs${engines}` !== config.runtime)
    problems.push(`the upload's engines.node is ${engines}, firebase.json's runtime ${config.runtime}`);
  return problems;
}

/** The manifest of an installed upload, or the reason it would not load. */
async function manifestOf(folder: string): Promise<Manifest | string> {
  try {
    return await discoverManifest(folder, PROJECT);
  } catch (error) {
    return (error as Error).message;
  }
}

async function paramsAtDeployProblems(manifest: Manifest, folder: string): Promise<string[]> {
  const problems = [];
  try {
    await resolveParams(manifest, PROJECT, folder, {});
    problems.push('a deploy without any setting went through');
  } catch (error) {
    const message = (error as Error).message;
    const unnamed = EXPECTED_PARAMS.filter((name) => !message.includes(name));
    if (unnamed.length > 0)
      problems.push(`a deploy without settings failed without naming ${unnamed.join(', ')}: ${message}`);
    else console.log(`         without settings the CLI stops with: "${message.split('\n')[0]}"`);
  }
  const example = Object.fromEntries(
    readFileSync(join(root, 'functions', '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  try {
    await resolveParams(manifest, PROJECT, folder, example);
  } catch (error) {
    problems.push(`functions/.env.example's values do not satisfy the parameters: ${(error as Error).message}`);
  }
  return problems;
}

/** A cheap copy of an installed upload: its files copied, its packages linked (all but `without`). */
function copyOfUpload(upload: string, to: string, without: string[] = []): string {
  mkdirSync(join(to, 'node_modules'), { recursive: true });
  for (const entry of readdirSync(upload)) {
    if (entry !== 'node_modules') cpSync(join(upload, entry), join(to, entry), { recursive: true });
  }
  for (const entry of readdirSync(join(upload, 'node_modules'))) {
    if (!without.includes(entry)) symlinkSync(join(upload, 'node_modules', entry), join(to, 'node_modules', entry));
  }
  return to;
}

async function main() {
  const started = Date.now();
  console.log('Rehearsing `firebase deploy` of the functions, offline:');
  report(`runtime ${config.runtime}`, runtimeProblems());
  report(
    'hosting builds the web app before it deploys',
    firebaseJson.hosting.predeploy?.length ? [] : ['hosting has no predeploy'],
  );

  if (!process.argv.includes('--skip-predeploy')) {
    for (const command of config.predeploy ?? []) sh(command);
    // The demo build's page: the production build (hosting's predeploy) needs a real project's
    // settings, and both builds write the same index.html apart from the assets' names.
    sh('npm run build -w web');
  }
  const page = readFileSync(join(root, 'web', 'dist', 'index.html'), 'utf8');
  report(
    "hosting sends the security headers, its CSP naming the page's inline scripts",
    securityHeaderProblems(firebaseJson.hosting.headers, page),
  );
  const work = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  const upload = join(work, 'upload');
  try {
    await unzip(await packageFunctions(sourceDir, config), upload);
    const files = sh('find . -type f | wc -l', upload).trim();
    report(`the upload (${files} files) stands alone`, uploadShapeProblems(upload));

    const installStarted = Date.now();
    sh('npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error', upload);
    const packages = sh('npm ls --all --parseable --omit=dev | wc -l', upload).trim();
    console.log(
      `         npm ci from its own lock file: ${packages} packages in ${((Date.now() - installStarted) / 1000).toFixed(1)} s`,
    );

    const metafile = JSON.parse(readFileSync(join(sourceDir, 'meta.json'), 'utf8'));
    report('every package the bundle imports is installed', missingPackages(upload, metafile));

    const manifest = await manifestOf(upload);
    if (typeof manifest === 'string') {
      report('the functions load as the deploy discovers them', [manifest]);
    } else {
      report(
        `discovery finds the ${Object.keys(EXPECTED_FUNCTIONS).length} expected functions, each with its trigger, region and size`,
        endpointProblems(manifest, EXPECTED_FUNCTIONS),
      );
      report('parameters and secrets, none with a default', paramProblems(manifest, EXPECTED_PARAMS, EXPECTED_SECRETS));
      report('a deploy without the settings stops and names them', await paramsAtDeployProblems(manifest, upload));
    }

    // The check must refuse a broken upload: one without a package the code needs...
    const noPackage = copyOfUpload(upload, join(work, 'no-package'), ['qrcode']);
    const refusedPackage = missingPackages(noPackage, metafile).some((problem) => problem.includes('qrcode'));
    report('an upload without qrcode installed is refused', refusedPackage ? [] : ['it was accepted']);

    // ...and one whose code no longer exports a function.
    const noFunction = copyOfUpload(upload, join(work, 'no-function'));
    renameSync(join(noFunction, 'index.js'), join(noFunction, 'all.js'));
    writeFileSync(
      join(noFunction, 'index.js'),
      "const { onMailQueued, ...rest } = require('./all.js');\nmodule.exports = rest;\n",
    );
    const broken = await manifestOf(noFunction);
    const refusedFunction =
      typeof broken !== 'string' &&
      endpointProblems(broken, EXPECTED_FUNCTIONS).some((problem) => problem.startsWith('onMailQueued: missing'));
    report('an upload without onMailQueued is refused', refusedFunction ? [] : ['it was accepted']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    console.error(`\nThe deploy rehearsal failed (${failures.length} problems, ${seconds} s).`);
    process.exit(1);
  }
  console.log(`The deploy rehearsal passed (${seconds} s).`);
}

await main();
