/**
 * Sets every function's defaults. firebase-functions reads the global options when a function is
 * defined, so index.ts imports this module before any module that defines one.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { TRIGGER_DEFAULTS } from './function-options.ts';

setGlobalOptions(TRIGGER_DEFAULTS);
