import { describe, expect, it } from 'vitest';
import { initialsOf, initialsOfFirst } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ana López', 'AL'],
    ['ana lópez garcía', 'AL'],
    ['Ñandú Pérez', 'ÑP'],
    ['Bimbo', 'B'],
    ['Café de la Luna', 'CL'],
    ['Casa & Co', 'CC'],
    ['ana.lopez@ejemplo.mx', 'AL'],
    ['contacto@marca.mx', 'C'],
    ['ana@ejemplo.com.mx', 'A'],
    ['cafeluna.com.mx', 'C'],
    ['cafe-luna.mx', 'CL'],
    ['www.marca.mx', 'M'],
    ['https://www.cafe-luna.mx/perfil', 'CL'],
    ['@ana_crea', 'AC'],
    ['  ', '?'],
    ['🙂', '?'],
    ['7 Eleven', 'E'],
    ['creadora.1796668039@ejemplo.mx', 'C'],
    ['2024', '2'],
  ])('%s → %s', (name, letters) => {
    expect(initialsOf(name)).toBe(letters);
  });

  it('never takes a letter from an ending such as ".mx"', () => {
    for (const name of ['ana@ejemplo.mx', 'luna.mx', 'tienda.com.mx']) {
      expect(initialsOf(name)).not.toContain('M');
    }
  });

  it('falls back along the candidates until one gives letters', () => {
    expect(initialsOfFirst('', null, '@ana.crea')).toBe('AC');
    expect(initialsOfFirst(' ', undefined)).toBe('?');
  });
});
