/**
 * `/`: a peer sees the participant home, staff the admin dashboard (spec section 2). Each is its
 * own chunk, so a peer's phone never downloads the dashboard and the reverse.
 */
import { isStaff } from '@peer-coaching/domain';
import { lazy, useLayoutEffect } from 'react';
import { dismissHomeShell } from '../../lib/app-shell.ts';
import { useSession } from '../../features/session/index.ts';

const StaffHomePage = lazy(() =>
  import('../../features/dashboard/index.ts').then((m) => ({ default: m.StaffHomePage })),
);
const PeerHomePage = lazy(() => import('../../features/home/index.ts').then((m) => ({ default: m.PeerHomePage })));

export default function HomeRoute() {
  const staff = useSession((s) => (s.context.user ? isStaff(s.context.user) : false));
  // The shell greets peers only (web/index.html); a stale hint must not hide the dashboard.
  useLayoutEffect(() => {
    if (staff) dismissHomeShell();
  }, [staff]);
  return staff ? <StaffHomePage /> : <PeerHomePage />;
}
