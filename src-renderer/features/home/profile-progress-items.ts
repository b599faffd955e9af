// The meter's rule lives in src-shared: the agency desk (main) counts it the same way.
export {
  BUSINESS_ITEMS,
  profileProgress,
  type BusinessItem,
  type ProfileProgress,
  type ProgressFacts,
  type ProgressItem,
} from '../../../src-shared/domain/profile-meter';
