import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema } from './account';

const issuesOf = (body: unknown) => {
  const result = v.safeParse(ChangePasswordSchema, body, { abortPipeEarly: true });
  return result.success
    ? []
    : result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
};

describe('ChangePasswordSchema', () => {
  it('takes a new password different from the current one', () => {
    expect(issuesOf({ current_password: 'vieja-clave-1', new_password: 'nueva-clave-1' })).toEqual(
      [],
    );
  });

  it('refuses a new password equal to the current one, on the new password’s field', () => {
    expect(issuesOf({ current_password: 'misma-clave-1', new_password: 'misma-clave-1' })).toEqual([
      { path: 'new_password', message: 'validation.passwordUnchanged' },
    ]);
  });

  it('compares exactly: case and spaces make a different password', () => {
    expect(issuesOf({ current_password: 'Clave-segura', new_password: 'clave-segura' })).toEqual(
      [],
    );
    expect(issuesOf({ current_password: 'clave-segura', new_password: 'clave-segura ' })).toEqual(
      [],
    );
  });

  it('reports only the field’s own rule when the new password is invalid anyway', () => {
    expect(issuesOf({ current_password: 'corta', new_password: 'corta' })).toEqual([
      { path: 'new_password', message: 'validation.passwordTooShort' },
    ]);
    expect(issuesOf({ current_password: '', new_password: 'nueva-clave-1' })).toEqual([
      { path: 'current_password', message: 'validation.passwordRequired' },
    ]);
  });
});
