export { PeerCalendarView, type PeerCalendarViewProps } from './PeerCalendarView.tsx';
