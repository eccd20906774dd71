// Types of processes.mjs for the TypeScript scripts (scripts/load, scripts/screenshots): only what they use.
import type { SpawnOptions } from 'node:child_process';

export declare const root: string;
export declare const PROJECT_ID: string;
export declare function run(command: string, args: readonly string[], options?: SpawnOptions): Promise<void>;
export declare function runBin(name: string, args: readonly string[], options?: SpawnOptions): Promise<void>;
export declare function firebaseArgs(command: string, only: readonly string[], extra?: readonly string[]): string[];
