// Types of emulator-sets.mjs for the TypeScript scripts (scripts/load).
export declare const SET_PORT_STEP: number;
export interface EmulatorSet {
  index: number;
  configArgs: string[];
  mail: { smtpPort: number; webPort: number };
  env: Record<string, string>;
}
export declare function emulatorSet(index: number): EmulatorSet;
