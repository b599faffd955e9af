import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interest, InterestName } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';

/** Stands in for an interest's id until the core API answers with the real one. */
const pendingId = (name: InterestName) => `pending:${name}`;

/**
 * The creator's interests, changed optimistically: a chip flips at once, the bridge is asked, and
 * a refusal flips it back with a toast. Each undo is the inverse of its own change (not a saved
 * copy of the list), so a failure on one chip never undoes another chip changed meanwhile.
 */
export function useInterestPicks(initial: readonly Interest[]) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [picks, setPicks] = useState<Interest[]>(() => [...initial]);
  // A second click on a chip whose request is still out is ignored: a remove needs the id the
  // add has not returned yet, and the answers could otherwise arrive in the wrong order.
  const pending = useRef(new Set<InterestName>());

  const toggle = async (name: InterestName) => {
    if (pending.current.has(name)) return;
    pending.current.add(name);
    const current = picks.find((pick) => pick.interest === name);
    const without = (list: Interest[]) => list.filter((pick) => pick.interest !== name);
    try {
      if (current) {
        setPicks(without);
        await call('removeInterest', { id: current.id });
      } else {
        setPicks((list) => [...without(list), { id: pendingId(name), interest: name }]);
        const saved = await call('addInterest', { interest: name });
        setPicks((list) => list.map((pick) => (pick.interest === name ? saved : pick)));
      }
    } catch (error) {
      setPicks((list) => (current ? [...without(list), current] : without(list)));
      toast.error({
        title: t(current ? 'interests.removeFailed' : 'interests.addFailed', {
          interest: t(`creator.interests.names.${name}`),
        }),
        description: describe(error),
      });
    } finally {
      pending.current.delete(name);
    }
  };

  return { picked: picks.map((pick) => pick.interest), toggle };
}
