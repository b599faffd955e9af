import type { User } from '../../../src-shared/domain/user';
import { InboxButton } from '../../features/notifications';
import { BackButton } from '../../navigation/BackButton';
import { AccountMenu } from './AccountMenu';
import './TopBar.css';

export function TopBar({ user }: { user: User }) {
  return (
    <header className="top-bar">
      <BackButton />
      <InboxButton />
      <AccountMenu user={user} />
    </header>
  );
}
