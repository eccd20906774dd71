// The baselines of `npm run load` (docs/load.md), served only by the harness's emulator config, from
// its own codebase; never deployed. CommonJS, like functions/lib/index.js (the API's bundle), so that
// both load the same way.
// - POST /load-minimal/: an HTTPS function that does nothing, with the lightest cold load an HTTPS
//   function can have: what the functions emulator holds by itself.
// - POST /load-minimal/floor: the least a check-in can do and still be seen: the attendance record
//   and the peer's activities written blind in one batch (no read, no check, no report, no trigger;
//   the harness runs it with the triggers off): what the emulators hold with every listener of the
//   check-in run open.
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
const { onRequest } = require('firebase-functions/v2/https');
const { initializeApp } = require('firebase-admin/app');
const { getFirestore, FieldValue } = require('firebase-admin/firestore');
/* eslint-enable @typescript-eslint/no-require-imports */

let db;

/** The caller's uid from the bearer token's payload (unverified: the emulator's own tokens, harness only). */
function callerUid(request) {
  const token = (request.get('authorization') || '').replace(/^Bearer /, '');
  return JSON.parse(Buffer.from(token.split('.')[1] || '', 'base64url').toString() || '{}').user_id;
}

async function floorCheckIn(request) {
  db ??= getFirestore(initializeApp());
  const uid = callerUid(request);
  const { event_id: eventId, group } = request.body;
  const batch = db.batch();
  batch.set(db.doc(`attendance/${eventId}_${uid}`), {
    id: `${eventId}_${uid}`,
    event_id: eventId,
    user_id: uid,
    group,
    status: 'attended',
    activity: 'check_in',
    marked_by: uid,
    marked_at: FieldValue.serverTimestamp(),
  });
  batch.set(
    db.doc(`activities/${uid}`),
    { attendance: { [eventId]: 'attended' }, updated_at: FieldValue.serverTimestamp() },
    { merge: true },
  );
  await batch.commit();
}

exports.loadMinimal = onRequest({ region: 'us-central1', invoker: 'public' }, async (request, response) => {
  if (request.path.endsWith('/floor')) await floorCheckIn(request);
  response.json({ status: 'ok' });
});
