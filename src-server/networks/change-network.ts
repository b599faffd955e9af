import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { NetworkConnectionInput } from '../../src-shared/schemas/network';
import { isUniqueViolation } from '../db/errors';
import type { Database, NetworkRow, NetworkUpdate } from '../db/schema';
import { refreshCreatorSearch } from '../finder/refresh-creator-search';
import { ApiError } from '../http/errors';
import { deleteCredentials } from './credential-repository';
import { contradictsVerified, storedFields } from './network-fields';
import { recordMetrics } from './network-metrics';
import { sameAccount } from './network-identity';
import {
  findNetworkByIdentity,
  findOwnNetwork,
  NETWORK_ACCOUNT_INDEX,
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
  const changes: NetworkUpdate = { ...fields, updated_at: now };
  const otherAccount = !sameAccount(current, fields);
  const typed = otherAccount || contradictsVerified(current, fields);
  if (current.connected && typed) changes.connected = false;

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const updated = await updateOwnNetwork(db, userId, uuid, changes);
      if (!updated) throw new ApiError(ErrorCode.notFound);
      if (typed) await deleteCredentials(db, uuid);
      if (updated.connected) {
        // Nothing was read: the network's figures stand; a new name still reaches the finder.
        await refreshCreatorSearch(db, userId);
      } else {
        // The edit form's followers are typed by hand, whatever the source of the last reading.
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
      throw new ApiError(ErrorCode.networkLinkedElsewhere);
    }
  }
  throw new Error('The network account kept changing hands while it was being updated');
}
