import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type {
  CastingApplication,
  CastingCall,
  CastingInvitation,
} from '../../src-shared/domain/casting-call';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import { callAs, type QueuedSend } from '../session/queued-call';

/** Casting calls for both roles: the core API decides what each may see and do. */
export class CastingService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  private withToken<T>(work: (token: string) => Promise<T>): Promise<T> {
    return this.session.withActiveToken(work);
  }

  list({ status, page }: BridgeParsedArgs<'listCastingCalls'>): Promise<ListPage<CastingCall>> {
    return this.withToken((token) =>
      this.api.get<ListPage<CastingCall>>(ApiPath.castingCalls, { token, query: { status, page } }),
    );
  }

  get({ id }: BridgeParsedArgs<'getCastingCall'>): Promise<CastingCall> {
    return this.withToken((token) => this.api.get<CastingCall>(ApiPath.castingCall(id), { token }));
  }

  save({ id, call }: BridgeParsedArgs<'saveCastingCall'>): Promise<CastingCall> {
    return this.withToken((token) =>
      id
        ? this.api.put<CastingCall>(ApiPath.castingCall(id), call, { token })
        : this.api.post<CastingCall>(ApiPath.castingCalls, call, { token }),
    );
  }

  publish({ id }: BridgeParsedArgs<'publishCastingCall'>): Promise<CastingCall> {
    return this.withToken((token) =>
      this.api.post<CastingCall>(ApiPath.castingCallPublish(id), {}, { token }),
    );
  }

  close({ id }: BridgeParsedArgs<'closeCastingCall'>): Promise<CastingCall> {
    return this.withToken((token) =>
      this.api.post<CastingCall>(ApiPath.castingCallClose(id), {}, { token }),
    );
  }

  changeBrand({ id, brand_id }: BridgeParsedArgs<'changeCastingCallBrand'>): Promise<CastingCall> {
    return this.withToken((token) =>
      this.api.post<CastingCall>(ApiPath.castingCallEditBrand(id), { brand_id }, { token }),
    );
  }

  applications({
    castingCallId,
  }: BridgeParsedArgs<'listApplications'>): Promise<ListPage<CastingApplication>> {
    return this.withToken((token) =>
      this.api.get<ListPage<CastingApplication>>(ApiPath.castingCallApplications(castingCallId), {
        token,
        query: { size_page: 100 },
      }),
    );
  }

  /** `queued`: an application queued offline, replayed for its account (issue 17). */
  apply(
    { castingCallId, application }: BridgeParsedArgs<'applyToCastingCall'>,
    queued?: QueuedSend,
  ): Promise<CastingApplication> {
    return callAs(this.session, queued, (auth) =>
      this.api.post<CastingApplication>(ApiPath.castingCallApply(castingCallId), application, auth),
    );
  }

  decide({ id, decision }: BridgeParsedArgs<'decideApplication'>): Promise<CastingApplication> {
    return this.withToken((token) =>
      this.api.post<CastingApplication>(ApiPath.applicationDecision(id, decision), {}, { token }),
    );
  }

  /** The owner invites a creator to an open call; inviting again answers `new: false`. */
  invite({ id, creator_id }: BridgeParsedArgs<'inviteToCastingCall'>): Promise<CastingInvitation> {
    return this.withToken((token) =>
      this.api.post<CastingInvitation>(ApiPath.castingCallInvite(id), { creator_id }, { token }),
    );
  }

  myApplications(): Promise<ListPage<CastingApplication>> {
    return this.withToken((token) =>
      this.api.get<ListPage<CastingApplication>>(ApiPath.myApplications, {
        token,
        query: { size_page: 100 },
      }),
    );
  }
}
