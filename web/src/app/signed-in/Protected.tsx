/** A lazily loaded route guard, so the router can protect pages without bundling the session. */
import type { Role } from '@peer-coaching/domain';
import type { ReactNode } from 'react';
import { RequireSession } from './guards.tsx';

export default function Protected({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  return <RequireSession roles={roles}>{children}</RequireSession>;
}
