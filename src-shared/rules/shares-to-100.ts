/**
 * Shares of one whole (an audience by age, by gender) as they are shown: rounded to `decimals`
 * and adding up to exactly 100. Sources report slices that sum to 99.6 or 100.3, and rounding each
 * on its own prints totals such as 99.9 % or 101 %; a brand reads that as a wrong kit. The
 * largest-remainder rule (Hamilton's) scales the shares to 100, floors each to the step, then
 * hands the steps still missing to the shares that lost most in the flooring (the earlier share
 * on a tie, so the result does not depend on anything but the input's order). Every screen and
 * the media kit show shares through here, so the same audience reads the same everywhere.
 */
export function sharesTo100(values: readonly number[], decimals = 1): number[] {
  const scale = 10 ** decimals;
  const positive = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  if (total === 0) return values.map(() => 0);
  const steps = 100 * scale;
  const exact = positive.map((value) => (value / total) * steps);
  const floors = exact.map((value) => Math.floor(value));
  let missing = steps - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors.map((value) => value / scale);
}
