// Types of emulator-env.mjs for the TypeScript scripts (scripts/load).
export declare class SetupError extends Error {}
export declare function emulatorEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function exitOnSetupError(error: unknown): never;
