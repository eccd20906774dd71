export * from './access.ts';
export * from './cohort-name.ts';
export * from './user-admin.ts';
export * from './person-order.ts';
export * from './invitations.ts';
export * from './profile-photo.ts';
