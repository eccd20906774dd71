/**
 * The caller's private sandbox (docs/sandbox.md): opened (made on the first visit), and remade from
 * the banner. The API client loads with the call, so the tutorial's first render needs no API.
 */
const client = async () => (await import('../../../lib/api.ts')).api;

export const openSandbox = async () => (await client()).openSandbox();
export const resetSandbox = async () => (await client()).resetSandbox();
