import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client: sign-in, sign-out and the session, through /api/auth on this origin. */
export const authClient = createAuthClient({ basePath: '/api/auth' });
