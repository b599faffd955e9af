import * as v from 'valibot';
import type { BridgeArgs } from '../../../src-shared/bridge/contract';

export interface DeleteAccountValues {
  password: string;
  confirmation: string;
}

export const DELETE_ACCOUNT_FIELDS = ['password', 'confirmation'] as const;

/** The word the person types to show they mean it (the shared schema's literal). */
export const DELETE_CONFIRMATION_WORD = 'ELIMINAR';

/**
 * A blank password is left out: accounts that only sign in with Google or Facebook have none,
 * and the core API then relies on the typed word alone.
 */
export const deleteAccountFormSchema = v.pipe(
  v.object({
    password: v.string(),
    confirmation: v.pipe(
      v.string(),
      v.trim(),
      v.check((word) => word === DELETE_CONFIRMATION_WORD, 'validation.deleteConfirmationInvalid'),
    ),
  }),
  v.transform(({ password }): BridgeArgs<'deleteAccount'> => ({
    confirmation: DELETE_CONFIRMATION_WORD,
    ...(password ? { password } : {}),
  })),
);

export const emptyDeleteAccount: DeleteAccountValues = { password: '', confirmation: '' };
