/** A post's interactions as networks count them. */
export interface PostInteractions {
  likes: number;
  comments: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * docs/PRODUCT.md §3: er = average (likes + comments) per recent post ÷ followers, as a
 * percentage with two decimals. Undefined without posts or followers: 0 % would be a claim.
 */
export function engagementRate(posts: PostInteractions[], followers: number): number | undefined {
  if (posts.length === 0 || followers <= 0) return undefined;
  const perPost = posts.reduce((sum, post) => sum + post.likes + post.comments, 0) / posts.length;
  return round2((perPost / followers) * 100);
}

/** The mean with two decimals; undefined for no values. */
export function averageOf(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  return round2(values.reduce((sum, value) => sum + value, 0) / values.length);
}
