import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth makes a password-reset token and hands it to `sendResetPassword`. We never let better-auth send
 * anything: our own code asks for the token in-process (auth.api.requestPasswordReset) and takes it here, then
 * builds the link to our page and e-mails it in the user's language (domain/users/issue-password-link.ts). A
 * request for a token outside `captureResetToken` (none can come from outside: the path is disabled) is dropped.
 */
const receiver = new AsyncLocalStorage<(userId: string, token: string) => void>();

export function deliverResetToken(userId: string, token: string): void {
  receiver.getStore()?.(userId, token);
}

/** Runs `request` and returns the reset token better-auth made during it, if it made one (not for an unknown e-mail). */
export async function captureResetToken(
  request: () => Promise<unknown>,
): Promise<{ userId: string; token: string } | null> {
  let captured: { userId: string; token: string } | null = null;
  await receiver.run((userId, token) => {
    captured = { userId, token };
  }, request);
  return captured;
}
