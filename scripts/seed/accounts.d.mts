import type { Role } from '@peer-coaching/domain';

export interface NamedDemoAccount {
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  /** One line for the start banner. */
  description: string;
}

export declare const DEMO_PASSWORD: string;
export declare const DEMO_ACCOUNTS: readonly NamedDemoAccount[];
