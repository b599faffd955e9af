import type { AudienceShare } from '../../src-shared/domain/network';
import { isRecord } from './fetch-json';

const GENDERS: Record<string, AudienceShare['gender']> = { F: 'female', M: 'male', U: 'unknown' };

/**
 * Graph v17's `audience_gender_age` insight (`{"F.18-24": 120, "M.25-34": 80, …}`, follower
 * counts) as shares of the audience in percent, one decimal, largest first. Keys it does not
 * recognise are left out rather than guessed.
 */
export function audienceShares(value: unknown): AudienceShare[] {
  if (!isRecord(value)) return [];
  const counts: { gender: AudienceShare['gender']; age_range: string; count: number }[] = [];
  for (const [key, count] of Object.entries(value)) {
    const match = /^([FMU])\.(\d{2}(?:-\d{2}|\+))$/.exec(key);
    const gender = match ? GENDERS[match[1] ?? ''] : undefined;
    if (!match?.[2] || !gender || typeof count !== 'number' || count < 0) continue;
    counts.push({ gender, age_range: match[2], count });
  }
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return [];
  return counts
    .map(({ gender, age_range, count }) => ({
      gender,
      age_range,
      percent: Math.round((count / total) * 1000) / 10,
    }))
    .sort((a, b) => b.percent - a.percent || a.age_range.localeCompare(b.age_range));
}
