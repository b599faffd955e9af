import { ApiPath } from '../../src-shared/api/paths';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type {
  DefaultKeywordAnswer,
  MonitorKeyword,
  MonitorKeywordsAnswer,
  MonitorPage,
} from '../../src-shared/domain/monitor';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import { callAs, type QueuedSend } from '../session/queued-call';

/** A brand's keyword monitor: tracked keywords and the creators' posts that carry them. */
export class MonitorService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  /** Without `keyword`, every tracked one (or the default keyword when none is tracked). */
  posts({ keyword, page }: BridgeParsedArgs<'getMonitorPosts'>): Promise<MonitorPage> {
    return this.session.withActiveToken((token) =>
      this.api.get<MonitorPage>(ApiPath.monitor, { token, query: { keyword, page } }),
    );
  }

  defaultKeyword(): Promise<DefaultKeywordAnswer> {
    return this.session.withActiveToken((token) =>
      this.api.get<DefaultKeywordAnswer>(ApiPath.monitorDefaultKeyword, { token }),
    );
  }

  keywords(): Promise<MonitorKeywordsAnswer> {
    return this.session.withActiveToken((token) =>
      this.api.get<MonitorKeywordsAnswer>(ApiPath.monitorKeywords, { token }),
    );
  }

  /** The same keyword in another case or without accents answers the one already tracked. */
  addKeyword(
    input: BridgeParsedArgs<'addMonitorKeyword'>,
    queued?: QueuedSend,
  ): Promise<MonitorKeyword> {
    return callAs(this.session, queued, (auth) =>
      this.api.post<MonitorKeyword>(ApiPath.monitorKeywords, input, auth),
    );
  }

  removeKeyword({ id }: BridgeParsedArgs<'removeMonitorKeyword'>): Promise<{ removed: true }> {
    return this.session.withActiveToken((token) =>
      this.api.delete<{ removed: true }>(ApiPath.monitorKeyword(id), { token }),
    );
  }
}
