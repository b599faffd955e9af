import { OwnPublicLink } from '../public-profile';
import { AddConnectionButton } from './AddConnectionButton';

/** The page header's actions while the networks dashboard is shown. */
export function NetworksHeaderActions() {
  return (
    <>
      <OwnPublicLink inline />
      <AddConnectionButton />
    </>
  );
}
