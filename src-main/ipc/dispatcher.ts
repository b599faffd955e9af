import * as v from 'valibot';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { FieldErrors } from '../../src-shared/api/envelope';
import {
  BridgeError,
  type BridgeErrorPayload,
  type BridgeOutcome,
} from '../../src-shared/bridge/bridge-error';
import {
  bridgeMethods,
  type BridgeMethodName,
  type BridgeParsedArgs,
  type BridgeResult,
} from '../../src-shared/bridge/contract';
import { KeychainUnavailableError } from '../keychain/token-store';

/** One handler per contract method; the type refuses a missing or an extra one. */
export type BridgeHandlers = {
  [M in BridgeMethodName]: (args: BridgeParsedArgs<M>) => Promise<BridgeResult<M>>;
};

export type Dispatch = (
  method: string,
  rawArgs: unknown,
  senderUrl: string,
) => Promise<BridgeOutcome<unknown>>;

export interface DispatcherOptions {
  handlers: BridgeHandlers;
  isTrustedSender: (senderUrl: string) => boolean;
  onUnexpectedError?: (method: string, error: unknown) => void;
  /**
   * A call from a page that is not the app's top frame: told the method and the page's origin (the
   * page's query may hold anything). Logged in the app, since it means a bug or an attack.
   */
  onRefusedSender?: (method: string, senderOrigin: string) => void;
}

function originForLog(url: string): string {
  if (url === '') return '(a subframe or an unknown page)';
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : `${parsed.protocol}…`;
  } catch {
    return '(not a URL)';
  }
}

const failure = (error: BridgeErrorPayload): BridgeOutcome<never> => ({ ok: false, error });

function fieldsOf(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

function toPayload(error: unknown): BridgeErrorPayload | null {
  if (error instanceof BridgeError) return error.toPayload();
  if (error instanceof KeychainUnavailableError) {
    return { status: 503, code: ErrorCode.keychainUnavailable, message: error.message };
  }
  return null;
}

/**
 * The single door from the renderer into main: checks who is calling and what they send before any
 * handler runs, and turns every failure into a typed outcome.
 */
export function createDispatcher({
  handlers,
  isTrustedSender,
  onUnexpectedError,
  onRefusedSender,
}: DispatcherOptions): Dispatch {
  return async (method, rawArgs, senderUrl) => {
    if (!isTrustedSender(senderUrl)) {
      onRefusedSender?.(String(method).slice(0, 80), originForLog(senderUrl));
      return failure({
        status: 403,
        code: ErrorCode.untrustedSender,
        message: 'Solicitud rechazada: no viene de la aplicación.',
      });
    }
    if (!Object.hasOwn(bridgeMethods, method)) {
      return failure({
        status: 404,
        code: ErrorCode.invalidArguments,
        message: 'Operación desconocida.',
      });
    }
    const name = method as BridgeMethodName;
    const parsed = v.safeParse(bridgeMethods[name].args, rawArgs);
    if (!parsed.success) {
      return failure({
        status: 400,
        code: ErrorCode.invalidArguments,
        message: 'Los datos enviados no tienen la forma esperada.',
        fields: fieldsOf(parsed.issues),
      });
    }
    try {
      const handler = handlers[name] as (args: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.output) };
    } catch (error) {
      const known = toPayload(error);
      if (known) return failure(known);
      onUnexpectedError?.(name, error);
      return failure({
        status: 500,
        code: ErrorCode.internal,
        message: 'Algo salió mal en la aplicación. Inténtalo de nuevo.',
      });
    }
  };
}
