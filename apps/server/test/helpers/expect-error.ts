import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode, ErrorReason } from '@ecopeso/shared/errors';

/** Signs of server internals that must never reach a client: stack frames, source paths, SQL, driver names. */
const INTERNALS = [
  /\bat .*:\d+:\d+/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert into\b|\bdelete from\b|\bupdate\b[\s\S]*\bset\b/i,
  /failed query|drizzle|pglite|postgres|relation "|column "|violates/i,
];

export function expectNoInternals(text: string): void {
  for (const pattern of INTERNALS) expect(text).not.toMatch(pattern);
}

/**
 * The error envelope every failure uses: the status, exactly `{"error":{"code","message"}}` — plus the `reason`
 * (and its `params`) when one is expected — nothing internal.
 */
export function expectError(res: LightMyRequestResponse, status: number, code: ErrorCode, reason?: ErrorReason): void {
  // Compared with the body alongside, so a wrong status shows what the server said.
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const { params, ...error } = res.json<{ error: Record<string, unknown> }>().error;
  expect(error).toEqual(reason ? { code, message: expect.any(String), reason } : { code, message: expect.any(String) });
  if (!reason) expect(params).toBeUndefined();
  expect(res.json<{ error: { message: string } }>().error.message).not.toBe('');
  expectNoInternals(res.body);
}
