export * from './announcements.ts';
export * from './announcement-input.ts';
export * from './alumni.ts';
export * from './resources.ts';
export * from './discussion.ts';
export * from './discussion-digest.ts';
