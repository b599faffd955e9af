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
 * The server's field messages, when it named fields: an action on the call's page has no field to
 * mark, so "check the marked fields" would point at nothing.
 */
function fieldMessages(error: unknown): string | null {
  if (!(error instanceof BridgeError) || !error.fields) return null;
  const messages = Object.values(error.fields).flat();
  return messages.length > 0 ? [...new Set(messages)].join(' ') : null;
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
      toast.error({ title: failedTitle, description: fieldMessages(error) ?? describe(error) });
      if (error instanceof BridgeError && error.code === ErrorCode.castingCallClosed) onReload();
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
}
