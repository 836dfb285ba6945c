/** Entities shared by the API, the prebuilt pages, the islands and the admin app, by domain. */
export type * from './ai';
export type * from './analytics';
export type * from './api';
export type * from './comments';
export type * from './inbox';
export type * from './mailbox';
export type * from './newsletters';
export type * from './pages';
export type * from './posts';
export type * from './settings';
export type * from './snippets';
export type * from './taxonomy';
export type * from './toasts';
export type * from './users';
export type * from './members';
export type * from './audit';
export type * from './sync';
