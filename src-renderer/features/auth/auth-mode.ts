export const AUTH_MODES = ['signIn', 'signUp'] as const;

/** Whether the credentials form signs an existing account in or creates a new one. */
export type AuthMode = (typeof AUTH_MODES)[number];
