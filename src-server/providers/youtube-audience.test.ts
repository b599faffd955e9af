import { describe, expect, it } from 'vitest';
import { youtubeAudienceShares } from './youtube-audience';

const HEADERS = [
  { name: 'ageGroup', columnType: 'DIMENSION', dataType: 'STRING' },
  { name: 'gender', columnType: 'DIMENSION', dataType: 'STRING' },
  { name: 'viewerPercentage', columnType: 'METRIC', dataType: 'FLOAT' },
];

const table = (rows: unknown[], columnHeaders: unknown[] = HEADERS) => ({
  kind: 'youtubeAnalytics#resultTable',
  columnHeaders,
  rows,
});

describe('youtubeAudienceShares', () => {
  it('maps age groups and genders to docs/PRODUCT.md §3 slices, largest first, one decimal', () => {
    expect(
      youtubeAudienceShares(
        table([
          ['age18-24', 'female', 12.34],
          ['age18-24', 'male', 40.06],
          ['age25-34', 'user_specified', 0.6],
          ['age65-', 'female', 47],
        ]),
      ),
    ).toEqual([
      { gender: 'female', age_range: '65+', percent: 47 },
      { gender: 'male', age_range: '18-24', percent: 40.1 },
      { gender: 'female', age_range: '18-24', percent: 12.3 },
      { gender: 'unknown', age_range: '25-34', percent: 0.6 },
    ]);
  });

  it('reads columns by their headers, whatever their order', () => {
    const swapped = [HEADERS[2], HEADERS[1], HEADERS[0]];
    expect(youtubeAudienceShares(table([[100, 'male', 'age13-17']], swapped))).toEqual([
      { gender: 'male', age_range: '13-17', percent: 100 },
    ]);
  });

  it('drops zero shares and rows it does not recognise', () => {
    expect(
      youtubeAudienceShares(
        table([
          ['age18-24', 'female', 0],
          ['age18-24', 'male', 0.04],
          ['age18-24', 'other', 10],
          ['adults', 'female', 10],
          ['age25-34', 'female', '10'],
          ['age25-34', 'male', -1],
          'not a row',
          ['age35-44', 'male', 50],
        ]),
      ),
    ).toEqual([{ gender: 'male', age_range: '35-44', percent: 50 }]);
  });

  it('answers nothing for an empty table, a table without rows or something else', () => {
    expect(youtubeAudienceShares(table([]))).toEqual([]);
    expect(
      youtubeAudienceShares({ kind: 'youtubeAnalytics#resultTable', columnHeaders: HEADERS }),
    ).toEqual([]);
    expect(youtubeAudienceShares(table([['age18-24', 'male', 5]], HEADERS.slice(1)))).toEqual([]);
    expect(youtubeAudienceShares(null)).toEqual([]);
    expect(youtubeAudienceShares([])).toEqual([]);
  });
});
