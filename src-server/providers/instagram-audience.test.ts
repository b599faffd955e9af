import { describe, expect, it } from 'vitest';
import { audienceShares } from './instagram-audience';

describe('audienceShares', () => {
  it('turns follower counts per gender and age into percentages, largest first', () => {
    expect(audienceShares({ 'F.18-24': 60, 'M.25-34': 30, 'U.65+': 10 })).toEqual([
      { gender: 'female', age_range: '18-24', percent: 60 },
      { gender: 'male', age_range: '25-34', percent: 30 },
      { gender: 'unknown', age_range: '65+', percent: 10 },
    ]);
  });

  it('leaves out keys and counts it does not recognise, and answers nothing for no data', () => {
    expect(audienceShares({ 'X.18-24': 5, 'F.teen': 5, 'M.18-24': -1, 'F.13-17': 'a' })).toEqual(
      [],
    );
    expect(audienceShares(null)).toEqual([]);
    expect(audienceShares({ 'F.18-24': 0 })).toEqual([]);
  });

  it('rounds to one decimal', () => {
    const shares = audienceShares({ 'F.18-24': 1, 'M.18-24': 2 });
    expect(shares.map((share) => share.percent)).toEqual([66.7, 33.3]);
  });
});
