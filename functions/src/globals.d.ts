/** Replaced at build time by esbuild (build.mjs) with the root package.json version. */
declare const __APP_VERSION__: string;
