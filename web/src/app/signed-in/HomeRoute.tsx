/**
 * `/`: a peer sees the participant home, staff the admin dashboard (spec section 2). Each is its
 * own chunk, so a peer's phone never downloads the dashboard and the reverse.
 */
import { isStaff } from '@peer-coaching/domain';
import { lazy } from 'react';
import { useSession } from '../../features/session/index.ts';

const StaffHomePage = lazy(() =>
  import('../../features/dashboard/index.ts').then((m) => ({ default: m.StaffHomePage })),
);
const PeerHomePage = lazy(() => import('../../features/home/index.ts').then((m) => ({ default: m.PeerHomePage })));

export default function HomeRoute() {
  const staff = useSession((s) => (s.context.user ? isStaff(s.context.user) : false));
  return staff ? <StaffHomePage /> : <PeerHomePage />;
}
