/** `/`: a peer sees the participant home, staff the admin dashboard (spec section 2). */
import { isStaff } from '@peer-coaching/domain';
import { StaffHomePage } from '../../features/dashboard/index.ts';
import { PeerHomePage } from '../../features/home/index.ts';
import { useSession } from '../../features/session/index.ts';

export default function HomeRoute() {
  const staff = useSession((s) => (s.context.user ? isStaff(s.context.user) : false));
  return staff ? <StaffHomePage /> : <PeerHomePage />;
}
