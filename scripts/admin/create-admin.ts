/**
 * `npm run create-admin -- --project <id> --email <e> --first-name <f> --last-name <l> --group <id> --group-name "<name>"`
 *
 * Makes the first admin of a freshly deployed project (README, "Deploy to your Firebase project"),
 * with Google's application default credentials (`gcloud auth application-default login`, or
 * GOOGLE_APPLICATION_CREDENTIALS): the group they run (when it does not exist yet), their sign-in
 * account (when they have none) and an admin profile. It prints a link to choose a password; the
 * e-mail sign-in link on /login works as well. Run again, it changes nothing that is already right.
 * Against the emulators (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set) it works the same.
 */
import { parseArgs } from 'node:util';
import { initializeApp, applicationDefault } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTION_PATHS, usersCollection } from '@peer-coaching/domain';
import { firstAdminDocuments, firstAdminProblems, type FirstAdminInput } from './first-admin.ts';

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    group: { type: 'string' },
    'group-name': { type: 'string' },
    'app-url': { type: 'string' },
  },
});
const input = {
  email: values.email,
  firstName: values['first-name'],
  lastName: values['last-name'],
  groupId: values.group,
  groupName: values['group-name'],
};
const problems = [
  ...(values.project ? [] : ['--project: the Firebase project id is required']),
  ...firstAdminProblems(input),
];
if (problems.length > 0) {
  console.error(`Cannot create the admin:\n  ${problems.join('\n  ')}`);
  process.exit(2);
}
const admin = input as FirstAdminInput;
const onEmulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const app = initializeApp({
  projectId: values.project,
  ...(onEmulators ? {} : { credential: applicationDefault() }),
});
const auth = getAuth(app);
const db = getFirestore(app);

const email = admin.email.trim().toLowerCase();
const account = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
  if (error.code === 'auth/user-not-found') return null;
  throw error;
});
const uid =
  account?.uid ??
  (
    await auth.createUser({
      email,
      displayName: `${admin.firstName.trim()} ${admin.lastName.trim()}`,
      emailVerified: false,
    })
  ).uid;

const groupIds = (await db.collection(COLLECTION_PATHS.groups).select().get()).docs.map((doc) => doc.id);
const existing = await db.collection(COLLECTION_PATHS.users).doc(uid).get();
const { group, profile } = firstAdminDocuments(
  admin,
  uid,
  new Date(),
  groupIds,
  existing.exists
    ? usersCollection.fromStored(existing.data(), uid, existing.ref.path, {
        isTimestamp: (value): value is Timestamp => value instanceof Timestamp,
        validate: true,
      })
    : null,
);
const batch = db.batch();
if (group) batch.create(db.collection(COLLECTION_PATHS.groups).doc(admin.groupId), group);
batch.set(db.collection(COLLECTION_PATHS.users).doc(uid), profile);
await batch.commit();

const continueUrl = values['app-url'] ? `${values['app-url'].replace(/\/+$/, '')}/login` : undefined;
const link = await auth.generatePasswordResetLink(email, continueUrl ? { url: continueUrl } : undefined);
console.log(`${email} is an admin of ${profile.group.join(', ')} (user id ${uid}).
${group ? `Group ${admin.groupId} ("${admin.groupName}") created; add its cohorts on /settings.` : `Group ${admin.groupId} already existed.`}
Choose a password here (the link works once): ${link}`);
