import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { listPage, parsePaging } from './paging';

function failure(query: unknown): ApiError {
  try {
    parsePaging(query);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parsePaging', () => {
  it('defaults to page 1 of 20', () => {
    expect(parsePaging({})).toEqual({ page: 1, size_page: 20, offset: 0 });
    expect(parsePaging(undefined)).toEqual({ page: 1, size_page: 20, offset: 0 });
  });

  it('reads page and size_page and ignores other keys', () => {
    expect(parsePaging({ page: '3', size_page: '100', network: 'tiktok' })).toEqual({
      page: 3,
      size_page: 100,
      offset: 200,
    });
  });

  it('refuses anything but a whole number in range, naming the field in Spanish', () => {
    for (const page of [
      '0',
      '-1',
      '1.5',
      '2.0',
      '+2',
      '1e2',
      ' 1',
      '',
      'uno',
      '1000001',
      ['1', '2'],
    ]) {
      const error = failure({ page });
      expect(error.status, String(page)).toBe(400);
      expect(error.fields, String(page)).toEqual({
        page: ['La página debe ser un número entero desde 1.'],
      });
    }
    for (const size_page of ['0', '101', '20.5', 'x']) {
      expect(failure({ size_page }).fields, size_page).toEqual({
        size_page: ['El tamaño de página debe ser un número entero de 1 a 100.'],
      });
    }
  });
});

describe('listPage', () => {
  it('shapes results with count and the paging asked for', () => {
    expect(listPage(['a'], 21, { page: 2, size_page: 20, offset: 20 })).toEqual({
      results: ['a'],
      count: 21,
      page: 2,
      size_page: 20,
    });
  });
});
