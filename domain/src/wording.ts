/** Words shared by the app's messages, so that every page counts people the same way. */

/** "1 person", "3 people": how toasts, buttons and summaries count the people they reach. */
export const peopleCount = (count: number): string => `${count} ${count === 1 ? 'person' : 'people'}`;
