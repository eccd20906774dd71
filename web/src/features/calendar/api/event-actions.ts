/**
 * What a peer does from an event's details, through the API: check in with the code, send an
 * apology, download the event as an .ics file. Each is a TanStack mutation; what the page shows
 * afterwards comes from the live listeners (attendance, apologies), not from these answers.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function useCheckIn(eventId: string) {
  return useMutation({
    mutationFn: (code: string) => api.checkIn({ body: { event_id: eventId, code } }),
  });
}

export function useSendApology(eventId: string, onSent: () => void) {
  return useMutation({
    mutationFn: (reason: string) => api.sendApology({ body: { event_id: eventId, reason } }),
    onSuccess: onSent,
  });
}

/** The event's .ics text; `onReady` saves it (the component knows the file name). */
export function useEventIcs(eventId: string, onReady: (ics: string) => void) {
  return useMutation({
    mutationFn: () => api.eventIcs({ params: { id: eventId } }),
    onSuccess: onReady,
  });
}
