import { displayParts } from '@peer-coaching/domain';

export type Salutation = 'Good morning' | 'Good afternoon' | 'Good evening';

/**
 * The salutation for `now` by the hour in New York (the program's timezone), not the hour of the
 * device, so a peer and a facilitator see the same greeting. Midnight to noon is morning, noon to
 * 6 PM afternoon, the rest evening.
 */
export function salutationAt(now: Date): Salutation {
  const { hour } = displayParts(now);
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** "Good morning, Jordan", or just the salutation when the first name is blank. */
export function greeting(firstName: string, now: Date): string {
  const name = firstName.trim();
  const salutation = salutationAt(now);
  return name ? `${salutation}, ${name}` : salutation;
}
