import { sharesTo100 } from '../rules/shares-to-100';
import type { AudienceShare } from './network';

export interface AgeShare {
  /** As the network groups ages, e.g. `18-24` or `65+`. */
  range: string;
  /** Percentage points of the whole audience. */
  percent: number;
}

export interface GenderShare {
  gender: AudienceShare['gender'];
  percent: number;
}

/** Sources report age and gender together; the page shows each on its own. */
export interface AudienceBreakdown {
  ages: AgeShare[];
  genders: GenderShare[];
}

const GENDER_ORDER: readonly AudienceShare['gender'][] = ['female', 'male', 'unknown'];

/** `13-17` before `18-24` … before `65+`; ranges named oddly go last, by name. */
function byAgeStart(a: string, b: string): number {
  const [left, right] = [Number.parseInt(a, 10), Number.parseInt(b, 10)];
  const [leftOdd, rightOdd] = [Number.isNaN(left), Number.isNaN(right)];
  if (leftOdd || rightOdd) return leftOdd === rightOdd ? a.localeCompare(b) : leftOdd ? 1 : -1;
  return left - right;
}

/**
 * Sums the age-and-gender slices by age range and by gender, each list rounded to one decimal so
 * that it adds up to exactly 100 (`sharesTo100`): the creator page and the media kit show these.
 */
export function audienceBreakdown(shares: readonly AudienceShare[]): AudienceBreakdown {
  const byAge = new Map<string, number>();
  const byGender = new Map<AudienceShare['gender'], number>();
  for (const share of shares) {
    byAge.set(share.age_range, (byAge.get(share.age_range) ?? 0) + share.percent);
    byGender.set(share.gender, (byGender.get(share.gender) ?? 0) + share.percent);
  }
  const ages = [...byAge.entries()].sort(([a], [b]) => byAgeStart(a, b));
  const genders = GENDER_ORDER.filter((gender) => byGender.has(gender));
  const agePercents = sharesTo100(ages.map(([, percent]) => percent));
  const genderPercents = sharesTo100(genders.map((gender) => byGender.get(gender) ?? 0));
  return {
    ages: ages.map(([range], index) => ({ range, percent: agePercents[index]! })),
    genders: genders.map((gender, index) => ({ gender, percent: genderPercents[index]! })),
  };
}
