/**
 * Zod compiles a fast parser for each object schema with `new Function`, and probes whether it may
 * by calling it once. Hosting's Content-Security-Policy (firebase.json) has no 'unsafe-eval', so
 * the probe was refused and reported as a violation on every page that parses (Lighthouse's best
 * practices: "Content security policy" issue). Jitless parsing never tries. It must be set before
 * any schema is built, so the entry imports this module first.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
