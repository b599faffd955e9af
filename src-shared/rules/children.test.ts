import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { completeChildren } from './children';

describe('children rows', () => {
  it('sends only rows with both gender and age range', () => {
    expect(
      completeChildren([
        { gender: 'girl', age_range: '3-5' },
        { gender: 'boy', age_range: '' },
        { gender: '', age_range: '0-2' },
        { gender: ' ', age_range: '6-11' },
        { gender: 'other', age_range: '18+' },
      ]),
    ).toEqual([
      { gender: 'girl', age_range: '3-5' },
      { gender: 'other', age_range: '18+' },
    ]);
  });

  it('keeps order and never invents a row (property)', () => {
    const part = fc.constantFrom('', 'girl', 'boy', '0-2', '18+');
    fc.assert(
      fc.property(fc.array(fc.record({ gender: part, age_range: part })), (rows) => {
        const sent = completeChildren(rows);
        expect(sent).toEqual(rows.filter((row) => row.gender && row.age_range));
      }),
    );
  });
});
