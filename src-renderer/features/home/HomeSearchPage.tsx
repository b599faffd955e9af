import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../session/session-atoms';
import { BrandHome } from './BrandHome';
import { CreatorHome } from './CreatorHome';

/** home_search: brands find creators here; creators are pointed at their public profile. */
export function HomeSearchPage() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return user.role === 'brand' ? <BrandHome /> : <CreatorHome user={user} />;
}
