import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { call } from '../../bridge/client';
import { replaceCurrentUserAtom } from '../../session/session-atoms';

/**
 * Entering the wizard reads the profile again so every step starts from the server's data.
 * Answers true once the read is over, whether it worked or not: when it fails, the session's
 * copy of the user is the best there is.
 */
export function useProfileRefresh(): boolean {
  const replaceUser = useSetAtom(replaceCurrentUserAtom);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let current = true;
    call('getProfile')
      .then((user) => {
        if (current) replaceUser(user);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setDone(true);
      });
    return () => {
      current = false;
    };
  }, [replaceUser]);

  return done;
}
