/**
 * `npm run screenshots [area ...]`: builds the app, starts a set of emulators of its own (set 3:
 * `npm start` and `npm test` keep set 0), runs the take-*-screenshots scripts of the areas named
 * (all when none is), each seeding the demo it needs, into test-results/screenshots/ (ignored),
 * then copies the pictures the docs embed into docs/screenshots/ (embedded.ts). Areas are the
 * scripts' names: `npm run screenshots users settings-sections` runs take-users-screenshots.ts and
 * take-settings-sections-screenshots.ts.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { emulatorEnv } from '../lib/emulator-env.mjs';
import { emulatorSet } from '../lib/emulator-sets.mjs';
import { firebaseArgs, root, run, runBin } from '../lib/processes.mjs';
import { embeddedScreenshots } from './embedded.ts';

const SCRIPTS_DIR = join(root, 'tests/e2e/support');
const OUTPUT_DIR = join(root, 'test-results/screenshots');

/** Area name -> script file: take-<area>-screenshots.ts, and 'app' for take-screenshots.ts. */
const scripts = new Map(
  readdirSync(SCRIPTS_DIR)
    .filter((name) => /^take-.*screenshots\.ts$/.test(name))
    .map((name) => [
      name === 'take-screenshots.ts' ? 'app' : name.slice('take-'.length, -'-screenshots.ts'.length),
      name,
    ]),
);

const asked = process.argv.slice(2);
const unknown = asked.filter((area) => !scripts.has(area));
if (unknown.length > 0) {
  console.error(`No screenshot script for ${unknown.join(', ')}. Areas: ${[...scripts.keys()].sort().join(', ')}`);
  process.exit(1);
}
const chosen = (asked.length > 0 ? asked : [...scripts.keys()]).map((area) => scripts.get(area)!);

await run('npm', ['run', 'build']);
const set = emulatorSet(3);
const command = chosen.map((file) => `npx tsx tests/e2e/support/${file}`).join(' && ');
await runBin(
  'firebase',
  [...firebaseArgs('emulators:exec', ['auth', 'firestore', 'functions', 'hosting'], [command]), ...set.configArgs],
  { env: { ...emulatorEnv(), ...set.env } },
);

// The embedded pictures into their place; one a doc embeds but no script made is named.
let copied = 0;
const missing: string[] = [];
for (const path of embeddedScreenshots(root)) {
  const made = join(OUTPUT_DIR, path.slice('screenshots/'.length));
  if (!existsSync(made)) {
    missing.push(path);
    continue;
  }
  const target = join(root, 'docs', path);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(made, target);
  copied += 1;
}
console.log(`\n${copied} embedded screenshots copied into docs/; all pictures are in ${OUTPUT_DIR}.`);
if (missing.length > 0 && asked.length === 0) {
  console.error(`Embedded but not made by any script:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
