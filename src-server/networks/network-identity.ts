import type { SocialNetwork } from '../../src-shared/domain/network';

/** What tells one network account from another (the columns of NETWORK_ACCOUNT_INDEX). */
export interface NetworkIdentity {
  network: SocialNetwork;
  username: string;
  is_channel: boolean;
}

/**
 * The account as the unique index sees it: usernames in any case are one account, and only on
 * youtube is a channel id a different account from a user name that happens to read the same.
 */
export function accountKeyOf(identity: NetworkIdentity): NetworkIdentity {
  return {
    network: identity.network,
    username: identity.username.toLowerCase(),
    is_channel: identity.network === 'youtube' && identity.is_channel,
  };
}

export function sameAccount(a: NetworkIdentity, b: NetworkIdentity): boolean {
  const left = accountKeyOf(a);
  const right = accountKeyOf(b);
  return (
    left.network === right.network &&
    left.username === right.username &&
    left.is_channel === right.is_channel
  );
}
