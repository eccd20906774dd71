// The named demo accounts: one source for the seed (TypeScript, through the JSDoc types here) and
// for scripts/start.mjs, which prints them and runs under plain node.

/**
 * @typedef {object} NamedDemoAccount
 * @property {string} uid
 * @property {string} email
 * @property {string} first_name
 * @property {string} last_name
 * @property {import('@peer-coaching/domain').Role} role
 * @property {string} description One line for the start banner.
 */

/** Every demo account, named or not, signs in with this password (emulators only). */
export const DEMO_PASSWORD = 'demo-password';

/** @type {readonly NamedDemoAccount[]} */
export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-admin',
    email: 'admin@demo.test',
    first_name: 'Morgan',
    last_name: 'Ellis',
    role: 'admin',
    description: 'admin of every group (MGH, Harvard, sandbox)',
  },
  {
    uid: 'demo-facilitator',
    email: 'facilitator@demo.test',
    first_name: 'Dana',
    last_name: 'Whitfield',
    role: 'facilitator',
    description: 'facilitator of MGH',
  },
  {
    uid: 'demo-peer',
    email: 'peer@demo.test',
    first_name: 'Jordan',
    last_name: 'Rivera',
    role: 'peer',
    description: 'peer in MGH 2026 Cohort A',
  },
  {
    uid: 'demo-peer2',
    email: 'peer2@demo.test',
    first_name: 'Samira',
    last_name: 'Haddad',
    role: 'peer',
    description: 'peer in Harvard 2026 Cohort A',
  },
  {
    uid: 'demo-alumni',
    email: 'alumni@demo.test',
    first_name: 'Wei',
    last_name: 'Chen',
    role: 'peer',
    description: 'peer in the alumni community',
  },
  {
    uid: 'demo-sandbox',
    email: 'sandbox@demo.test',
    first_name: 'Taylor',
    last_name: 'Brooks',
    role: 'facilitator',
    description: 'facilitator in the sandbox group, tutorial not done',
  },
];
