export { ParticipantHome, type ParticipantHomeProps } from './ParticipantHome.tsx';
export { PeerHomePage } from './PeerHomePage.tsx';
