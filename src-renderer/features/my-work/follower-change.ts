import type { NetworkTrend } from '../../../src-shared/domain/network';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatShare } from '../../i18n/format';

export type ChangeDirection = 'up' | 'down' | 'flat';

type Change = NonNullable<NetworkTrend['change_30d']>;

/** A true minus sign: screen readers say "menos", a hyphen they may skip. */
const MINUS = '\u2212';

export const changeDirection = (change: Pick<Change, 'followers'>): ChangeDirection =>
  change.followers > 0 ? 'up' : change.followers < 0 ? 'down' : 'flat';

const signOf = (direction: ChangeDirection): string =>
  direction === 'up' ? '+' : direction === 'down' ? MINUS : '';

/** The change without its sign, abbreviated like the followers: `1.2K`, and `3.4%` when known. */
export function changeAmounts(change: Change): { amount: string; percent: string | null } {
  return {
    amount: abbreviateFollowers(Math.abs(change.followers)),
    percent: change.percent === null ? null : formatShare(Math.abs(change.percent)),
  };
}

/** `+1.2K (+3.4%)`, `−250 (−1.5%)`, `+40` when the earlier figure was 0, `0` when flat. */
export function formatFollowerChange(change: Change): string {
  const sign = signOf(changeDirection(change));
  const { amount, percent } = changeAmounts(change);
  return percent === null ? `${sign}${amount}` : `${sign}${amount} (${sign}${percent})`;
}
