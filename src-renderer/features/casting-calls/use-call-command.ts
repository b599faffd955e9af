import { useState } from 'react';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';

export type CallCommand = 'publish' | 'close' | 'changeBrand';

export interface CallCommandOptions {
  onChanged: (call: CastingCall) => void;
  /** The call changed elsewhere (closed meanwhile): read it again. */
  onReload: () => void;
}

/**
 * Runs one owner action on a call at a time, with its toasts. Returns whether it worked, so a
 * dialog knows whether to close.
 */
export function useCallCommand({ onChanged, onReload }: CallCommandOptions) {
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<CallCommand | null>(null);

  const run = async (
    command: CallCommand,
    action: () => Promise<CastingCall>,
    done: (call: CastingCall) => string,
    failedTitle: string,
  ): Promise<boolean> => {
    setBusy(command);
    try {
      const call = await action();
      toast.success({ title: done(call) });
      onChanged(call);
      return true;
    } catch (error) {
      toast.error({ title: failedTitle, description: describe(error) });
      if (error instanceof BridgeError && error.code === ErrorCode.castingCallClosed) onReload();
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
}
