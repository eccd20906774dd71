// Types of processes.mjs for the TypeScript scripts (scripts/load): only what they use.
export declare const root: string;
export declare const PROJECT_ID: string;
