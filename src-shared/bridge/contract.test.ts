import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bridgeMethods } from './contract';

describe('bridge contract', () => {
  it('refuses arguments for methods that take none', () => {
    expect(v.safeParse(bridgeMethods.getSession.args, undefined).success).toBe(true);
    expect(v.safeParse(bridgeMethods.getSession.args, { extra: 1 }).success).toBe(false);
  });

  it('refuses credentials of the wrong shape', () => {
    const { args } = bridgeMethods.signIn;
    expect(v.safeParse(args, { email: 'ana@example.com', password: 'secreta123' }).success).toBe(
      true,
    );
    expect(v.safeParse(args, { email: 'ana@example.com' }).success).toBe(false);
    expect(v.safeParse(args, { email: 42, password: 'secreta123' }).success).toBe(false);
    expect(
      v.safeParse(args, { email: 'ana@example.com', password: 'secreta123', admin: true }).success,
    ).toBe(false);
    expect(v.safeParse(args, 'ana@example.com').success).toBe(false);
  });
});
