import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ApiPath } from '../../../src-shared/api/paths';
import type { AuthAnswer, Role, User } from '../../../src-shared/domain/user';
import type { TestServer } from './test-server';

export const PASSWORD = 'correcta-123';

export function uniqueEmail(prefix = 'persona'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers a new account and returns its token and user (asserting the 201). */
export async function registerAccount(
  server: TestServer,
  email = uniqueEmail(),
): Promise<AuthAnswer> {
  const answer = await server.request<AuthAnswer>('POST', ApiPath.register, {
    body: { email, password: PASSWORD },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.response;
}

/** A new account that already chose its role, as every profile route requires. */
export async function registerWithRole(
  server: TestServer,
  role: Role = 'influencer',
  email = uniqueEmail(),
): Promise<AuthAnswer> {
  const { token } = await registerAccount(server, email);
  const answer = await server.request<User>('POST', ApiPath.defineRole, {
    token,
    body: { role },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token, user: answer.body.response };
}
