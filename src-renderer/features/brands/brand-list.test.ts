import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../src-shared/domain/brand';
import { aListPage } from '../../test/builders';
import { brandInitials, withBrand } from './brand-list';
import { aBrand } from '../../test/marketplace-builders';

describe('withBrand', () => {
  const first = aBrand({ id: 'a', name: 'Uno' });
  const second = aBrand({ id: 'b', name: 'Dos' });

  it('puts a new brand first and counts it', () => {
    const page = withBrand(aListPage([first]), second);
    expect(page.results.map((brand: Brand) => brand.id)).toEqual(['b', 'a']);
    expect(page.count).toBe(2);
  });

  it('replaces an edited brand in place', () => {
    const edited = { ...first, name: 'Uno editada' };
    const page = withBrand(aListPage([first, second]), edited);
    expect(page.results).toEqual([edited, second]);
    expect(page.count).toBe(2);
  });
});

describe('brandInitials', () => {
  it('takes the first letter of up to two words', () => {
    expect(brandInitials('café luna norte')).toBe('CL');
    expect(brandInitials('  Nike ')).toBe('N');
    expect(brandInitials('')).toBe('?');
  });
});
