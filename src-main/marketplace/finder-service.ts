import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { CreatorCard, CreatorDetail, ProfileViews } from '../../src-shared/domain/finder';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';

/** The brand's creator search, creator profiles (which count views), shortlist and demo data. */
export class FinderService {
  private search: AbortController | null = null;

  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  /** Typing refines the query: each search cancels the one still running. */
  searchCreators(query: BridgeParsedArgs<'searchCreators'>): Promise<ListPage<CreatorCard>> {
    this.search?.abort();
    const controller = new AbortController();
    this.search = controller;
    return this.session
      .withActiveToken((token) =>
        this.api.get<ListPage<CreatorCard>>(ApiPath.finderSearches, {
          token,
          query: { ...query },
          signal: controller.signal,
        }),
      )
      .finally(() => {
        if (this.search === controller) this.search = null;
      });
  }

  getCreator({ id }: BridgeParsedArgs<'getCreator'>): Promise<CreatorDetail> {
    return this.session.withActiveToken((token) =>
      this.api.get<CreatorDetail>(ApiPath.finderCreator(id), { token }),
    );
  }

  getProfileViews(): Promise<ProfileViews> {
    return this.session.withActiveToken((token) =>
      this.api.get<ProfileViews>(ApiPath.maxViews, { token }),
    );
  }

  /** The brand account's shortlist, newest saved first. */
  listShortlist({ page }: BridgeParsedArgs<'listShortlist'>): Promise<ListPage<CreatorCard>> {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<CreatorCard>>(ApiPath.shortlist, { token, query: { page } }),
    );
  }

  /** Saving twice keeps one entry; it spends no profile view. */
  addToShortlist({
    creator_id,
  }: BridgeParsedArgs<'addToShortlist'>): Promise<{ creator_id: string; shortlisted: true }> {
    return this.session.withActiveToken((token) =>
      this.api.post<{ creator_id: string; shortlisted: true }>(
        ApiPath.shortlist,
        { creator_id },
        { token },
      ),
    );
  }

  /** Removing a creator who is not on the list succeeds too. */
  removeFromShortlist({ creator_id }: BridgeParsedArgs<'removeFromShortlist'>): Promise<{
    creator_id: string;
    shortlisted: false;
  }> {
    return this.session.withActiveToken((token) =>
      this.api.delete<{ creator_id: string; shortlisted: false }>(
        ApiPath.shortlistItem(creator_id),
        { token },
      ),
    );
  }

  seedDemoData(): Promise<{ creators: number }> {
    return this.session.withActiveToken((token) =>
      this.api.post<{ creators: number }>(ApiPath.seedDemo, {}, { token }),
    );
  }
}
