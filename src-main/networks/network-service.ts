import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  NetworkReading,
} from '../../src-shared/domain/network';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';

/** The side panel's calls on the signed-in creator's network connections. */
export class NetworkService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  list(): Promise<ListPage<NetworkConnection>> {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<NetworkConnection>>(ApiPath.networks, { token }),
    );
  }

  add(connection: BridgeParsedArgs<'addNetwork'>): Promise<AddNetworkAnswer> {
    return this.session.withActiveToken((token) =>
      this.api.post<AddNetworkAnswer>(ApiPath.addNetwork, connection, { token }),
    );
  }

  update({ uuid, connection }: BridgeParsedArgs<'updateNetwork'>): Promise<NetworkConnection> {
    return this.session.withActiveToken((token) =>
      this.api.post<NetworkConnection>(ApiPath.updateNetwork(uuid), connection, { token }),
    );
  }

  remove({ uuid }: BridgeParsedArgs<'removeNetwork'>): Promise<{ removed: true }> {
    return this.session.withActiveToken((token) =>
      this.api.post<{ removed: true }>(ApiPath.removeNetwork(uuid), {}, { token }),
    );
  }

  /** Issue 13: every stored reading of one connection, newest first, a page at a time. */
  history({
    uuid,
    page,
  }: BridgeParsedArgs<'getNetworkHistory'>): Promise<ListPage<NetworkReading>> {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<NetworkReading>>(ApiPath.networkHistory(uuid), {
        token,
        query: { page },
      }),
    );
  }

  /**
   * docs/PRODUCT.md §7 `social/update/info/{id}/`: the source reads the connection's figures again.
   */
  refreshMetrics({ uuid }: BridgeParsedArgs<'refreshNetworkMetrics'>): Promise<NetworkConnection> {
    return this.session.withActiveToken((token) =>
      // A 502 here is the network's own failure relayed by the core API, not a server hiccup:
      // one attempt, so the creator hears "TikTok no respondió" at once (issue 34).
      this.api.get<NetworkConnection>(ApiPath.socialUpdateInfo(uuid), { token, retry: false }),
    );
  }
}
