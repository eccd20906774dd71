// Prepares the environment the Firebase CLI needs to start the emulators on this machine.
//
// firebase-tools 13 normally downloads the Firestore emulator jar into ~/.cache/firebase. Where
// that download is impossible (no route to Google), we use the Debian package
// google-cloud-cli-firestore-emulator, which ships the same emulator as a jar without a
// Main-Class. A tiny launcher jar whose manifest names the main class and puts the installed
// jar on its Class-Path is handed to the CLI through FIRESTORE_EMULATOR_BINARY_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, crc32 } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const LAUNCHER = join(root, 'node_modules', '.cache', 'peer-coaching', 'firestore-emulator-launcher.jar');

export class SetupError extends Error {}

/** The major version of `java` on the PATH, or null when there is none. */
function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  // `java -version` prints on stderr.
  return parseJavaVersion(`${result.stdout}${result.stderr}`);
}

function parseJavaVersion(/** @type {string} */ text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** The jar the CLI would download, when a developer's machine already has it. */
export function cliCachedFirestoreJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir).find((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f));
  return jar ? join(dir, jar) : null;
}

/** A jar that holds only META-INF/MANIFEST.MF (a zip with one deflated entry). */
function writeManifestJar(/** @type {string} */ path, /** @type {string} */ manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const data = Buffer.from(manifest);
  const packed = deflateRawSync(data);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat([local, name, packed, central, name, end]));
}

/**
 * Returns the environment for `firebase emulators:*`, or throws a SetupError whose message is
 * one sentence saying what to install.
 * @param {NodeJS.ProcessEnv} [base]
 * @returns {NodeJS.ProcessEnv}
 */
export function emulatorEnv(base = process.env) {
  const env = { ...base };
  // The functions emulator starts a worker process per concurrent event and gives it this many
  // seconds (default 30) to load; past that it logs "Failed to load function" and drops the event
  // for good. With several emulator sets on two cores a worker has taken longer, and a trigger's
  // run (an invitation's mail) was lost. Waiting longer costs nothing when the machine is idle.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  const java = javaMajorVersion();
  if (java === null) {
    throw new SetupError(
      'Java is not installed: the Firestore and Auth emulators need a Java runtime 11 or later (Debian: apt-get install openjdk-17-jre-headless).',
    );
  }
  if (java < 11) {
    throw new SetupError(
      `Java ${java} is too old: the Firestore emulator needs Java 11 or later (Debian: apt-get install openjdk-17-jre-headless).`,
    );
  }
  if (env.FIRESTORE_EMULATOR_BINARY_PATH || cliCachedFirestoreJar()) return env;
  if (!existsSync(DEBIAN_JAR)) {
    throw new SetupError(
      'The Firestore emulator is missing: install the Debian package google-cloud-cli-firestore-emulator, or run `npx firebase setup:emulators:firestore` on a machine online.',
    );
  }
  // Class-Path entries are URLs; an absolute path works as one.
  writeManifestJar(LAUNCHER, `Manifest-Version: 1.0\r\nMain-Class: ${MAIN_CLASS}\r\nClass-Path: ${DEBIAN_JAR}\r\n\r\n`);
  env.FIRESTORE_EMULATOR_BINARY_PATH = LAUNCHER;
  return env;
}

/**
 * Prints a SetupError as its one sentence and exits; rethrows anything else.
 * @param {unknown} error
 * @returns {never}
 */
export function exitOnSetupError(error) {
  if (error instanceof SetupError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
