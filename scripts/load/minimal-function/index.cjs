// The baseline of `npm run load` (docs/load.md): an HTTPS function that does nothing, with the
// lightest cold load an HTTPS function can have (only firebase-functions' https module). Served
// only by the harness's emulator config, from its own codebase; never deployed.
// CommonJS, like functions/lib/index.js (the API's bundle), so that both load the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const { onRequest } = require('firebase-functions/v2/https');

exports.loadMinimal = onRequest({ region: 'us-central1', invoker: 'public' }, (_request, response) => {
  response.json({ status: 'ok' });
});
