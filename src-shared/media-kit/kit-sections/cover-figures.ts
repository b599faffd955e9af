import { audienceBreakdown } from '../../domain/audience-breakdown';
import type { MediaKitNetwork } from '../../domain/media-kit';
import type { AudienceShare, SocialNetwork } from '../../domain/network';

/** The figures a brand looks for first, read from the kit's networks; null where none reports it. */
export interface CoverFigures {
  reach: { followers: number; networks: number } | null;
  /** The network with the highest engagement rate a source reported. */
  bestEr: { er: number; network: SocialNetwork } | null;
  /** The network whose posts are seen most, by its reported average views. */
  topViews: { views: number; network: SocialNetwork } | null;
  /**
   * Who follows most, on the biggest network that reports its audience: the largest gender and
   * the largest age range, each with its share (as the audience section shows it).
   */
  mainAudience: {
    network: SocialNetwork;
    gender: AudienceShare['gender'];
    genderPercent: number;
    ageRange: string;
    agePercent: number;
  } | null;
}

/** The first network with the largest value (the kit lists networks biggest first). */
function largest<T>(items: readonly T[], value: (item: T) => number | null): T | null {
  let best: T | null = null;
  let bestValue = -Infinity;
  for (const item of items) {
    const candidate = value(item);
    if (candidate !== null && candidate > bestValue) [best, bestValue] = [item, candidate];
  }
  return best;
}

export function coverFiguresOf(networks: readonly MediaKitNetwork[]): CoverFigures {
  const er = largest(networks, (network) => network.er);
  const views = largest(networks, (network) => network.views_avg);
  const withAudience = largest(
    networks.filter((network) => network.audience.length > 0),
    (network) => network.followers,
  );
  let mainAudience: CoverFigures['mainAudience'] = null;
  if (withAudience) {
    const { ages, genders } = audienceBreakdown(withAudience.audience);
    const age = largest(ages, (row) => row.percent);
    // "Sin especificar" says nothing about who follows: the largest known gender is named.
    const gender = largest(
      genders.filter((row) => row.gender !== 'unknown'),
      (row) => row.percent,
    );
    if (age && gender) {
      mainAudience = {
        network: withAudience.network,
        gender: gender.gender,
        genderPercent: gender.percent,
        ageRange: age.range,
        agePercent: age.percent,
      };
    }
  }
  return {
    reach:
      networks.length > 0
        ? {
            followers: networks.reduce((sum, network) => sum + network.followers, 0),
            networks: networks.length,
          }
        : null,
    bestEr: er && er.er !== null ? { er: er.er, network: er.network } : null,
    topViews:
      views && views.views_avg !== null ? { views: views.views_avg, network: views.network } : null,
    mainAudience,
  };
}
