import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps two characters of the name and of the domain, and the top-level domain', () => {
    expect(maskEmail('ana.lopez@gmail.com')).toBe('an***@gm***.com');
    expect(maskEmail('andrea@outlook.com.mx')).toBe('an***@ou***.mx');
  });

  it('never shows a short part whole', () => {
    expect(maskEmail('ab@x.co')).toBe('a***@x***.co');
    expect(maskEmail('a@mail.com')).toBe('a***@ma***.com');
    expect(maskEmail('luz@yo.mx')).toBe('lu***@y***.mx');
  });

  it('hides everything but the start of the host when there is no dot', () => {
    expect(maskEmail('ana@localhost')).toBe('an***@lo***');
  });
});
