import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { NetworkConnectionInput } from '../../src-shared/schemas/network';
import { isUniqueViolation } from '../db/errors';
import type { Database, NetworkRow } from '../db/schema';
import { refreshCreatorSearch } from '../finder/refresh-creator-search';
import { ApiError } from '../http/errors';
import { deleteCredentials } from './credential-repository';
import { badgeAfterTyping, storedFields } from './network-fields';
import { linkedElsewhere } from './linked-elsewhere';
import { recordMetrics } from './network-metrics';
import {
  findNetworkByIdentity,
  findOwnNetwork,
  NETWORK_ACCOUNT_INDEX,
  type NetworkChanges,
  updateOwnNetwork,
} from './network-repository';

const NETWORK_FIXED =
  'No puedes cambiar la red de una conexión. Elimínala y agrega una nueva en la otra red.';
const ALREADY_YOURS = 'Ya tienes conectada esta cuenta.';

/** A holder can disappear between the failed update and the read; then the update runs again. */
const ATTEMPTS = 3;

/**
 * Edits one of the user's connections (the side panel's edit form). Someone else's connection is
 * a 404 like an unknown one, so ids reveal nothing. A new username is a new account: it must be
 * free. A verified connection whose username or followers are typed differently stops being
 * verified (its grant goes: nobody signed in to what was typed) and keeps a typed reading; one
 * whose username and followers stay as the network reported them keeps its badge and its figures.
 */
export async function changeNetwork(
  db: Kysely<Database>,
  userId: string,
  uuid: string,
  input: NetworkConnectionInput,
  now: Date,
): Promise<NetworkRow> {
  const current = await findOwnNetwork(db, userId, uuid);
  if (!current) throw new ApiError(ErrorCode.notFound);
  if (input.network !== current.network) {
    throw new ApiError(ErrorCode.validation, { fields: { network: [NETWORK_FIXED] } });
  }
  const fields = storedFields(input, current);
  // The badge survives only an edit that types the network's own username and count again.
  const changes: NetworkChanges = {
    ...fields,
    connected: badgeAfterTyping(fields),
    updated_at: now,
  };

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const updated = await updateOwnNetwork(db, userId, uuid, changes);
      if (!updated) throw new ApiError(ErrorCode.notFound);
      if (updated.connected) {
        // Nothing typed over the network's figures: they stand; a new name reaches the finder.
        await refreshCreatorSearch(db, userId);
      } else {
        // Typed: no grant stands for what nobody signed in to; the count is the creator's word.
        await deleteCredentials(db, uuid);
        await recordMetrics(db, updated, fields.followers, 'manual', now);
      }
      return updated;
    } catch (error) {
      if (!isUniqueViolation(error, NETWORK_ACCOUNT_INDEX)) throw error;
      const holder = await findNetworkByIdentity(db, fields);
      if (!holder) continue;
      if (holder.user_id === userId) {
        throw new ApiError(ErrorCode.validation, { fields: { username: [ALREADY_YOURS] } });
      }
      throw linkedElsewhere(holder, true);
    }
  }
  throw new Error('The network account kept changing hands while it was being updated');
}
