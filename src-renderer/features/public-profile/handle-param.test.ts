import { describe, expect, it } from 'vitest';
import { readHandleParam } from './handle-param';

describe('readHandleParam', () => {
  it('accepts a handle in any case and asks for it in lowercase', () => {
    expect(readHandleParam('Ana.Crea_1')).toEqual({ valid: true, handle: 'ana.crea_1' });
  });

  it.each([['ana crea'], ['ana🙂'], ['@ana.crea'], ['an'], ['a'.repeat(31)], ['']])(
    'refuses %j, which the vanity rule would never save',
    (raw) => {
      expect(readHandleParam(raw)).toEqual({ valid: false });
    },
  );
});
