import { ApiPath } from '../../src-shared/api/paths';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { Interest, PriceItem } from '../../src-shared/domain/finder';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import { callAs, type QueuedSend } from '../session/queued-call';

/** The creator's rate card and interests: `pricing`, as the renderer, schemas and server name it. */
export class PricingService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  listPrices(): Promise<{ results: PriceItem[] }> {
    return this.session.withActiveToken((token) =>
      this.api.get<{ results: PriceItem[] }>(ApiPath.pricing, { token }),
    );
  }

  /** `queued`: a price queued offline, replayed for its account (issue 17). */
  savePrice(price: BridgeParsedArgs<'savePrice'>, queued?: QueuedSend): Promise<PriceItem> {
    return callAs(this.session, queued, (auth) =>
      this.api.post<PriceItem>(ApiPath.pricing, price, auth),
    );
  }

  removePrice({ id }: BridgeParsedArgs<'removePrice'>): Promise<{ removed: true }> {
    return this.session.withActiveToken((token) =>
      this.api.delete<{ removed: true }>(ApiPath.pricingItem(id), { token }),
    );
  }

  listInterests(): Promise<{ results: Interest[] }> {
    return this.session.withActiveToken((token) =>
      this.api.get<{ results: Interest[] }>(ApiPath.interests, { token }),
    );
  }

  addInterest(input: BridgeParsedArgs<'addInterest'>): Promise<Interest> {
    return this.session.withActiveToken((token) =>
      this.api.post<Interest>(ApiPath.addInterest, input, { token }),
    );
  }

  removeInterest({ id }: BridgeParsedArgs<'removeInterest'>): Promise<{ removed: true }> {
    return this.session.withActiveToken((token) =>
      this.api.delete<{ removed: true }>(ApiPath.deleteInterest(id), { token }),
    );
  }
}
