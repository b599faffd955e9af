import { describe, expect, it } from 'vitest';
import { phoneCountries } from '../../../../../src-shared/catalogs/countries';
import { pickedCountry, searchCountries } from './country-search';

const isos = (query: string) => searchCountries(phoneCountries(), query).map((c) => c.iso);

describe('searchCountries', () => {
  it('finds Spanish names without accents or case', () => {
    expect(isos('mexico')).toContain('MX');
    expect(isos('PERÚ')).toContain('PE');
    expect(isos('colom')).toEqual(['CO']);
  });

  it('finds ISO codes and dial codes, with or without +', () => {
    expect(isos('ar')).toContain('AR');
    expect(isos('+57')).toEqual(['CO']);
    expect(isos('52')).toContain('MX');
  });

  it('puts names that start with the query first', () => {
    expect(isos('co')[0]).toBe('CO');
    expect(isos('co')).toContain('MX');
  });

  it('lists everything for an empty query', () => {
    expect(searchCountries(phoneCountries(), '  ')).toHaveLength(phoneCountries().length);
  });
});

describe('pickedCountry', () => {
  it('falls back to Mexico for unknown codes', () => {
    expect(pickedCountry('CO').code).toBe('57');
    expect(pickedCountry('ZZ').iso).toBe('MX');
  });
});
