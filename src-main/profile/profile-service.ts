import { ApiPath } from '../../src-shared/api/paths';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { PublicProfile, VanityCheckAnswer } from '../../src-shared/domain/public-profile';
import type { User } from '../../src-shared/domain/user';
import type { CoreApiClient } from '../api/core-api-client';
import { imageForm } from '../api/image-form';
import type { SessionService } from '../session/session-service';
import { callAs, type QueuedSend } from '../session/queued-call';

/** The wizard's calls: step saves, avatar upload, handle checks, public profile. */
export class ProfileService {
  private vanityCheck: AbortController | undefined;

  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  /** `queued`: a save queued offline, replayed for its account (issue 17). */
  async saveSection(
    { values }: BridgeParsedArgs<'saveProfileSection'>,
    queued?: QueuedSend,
  ): Promise<User> {
    const user = await callAs(this.session, queued, (auth) =>
      this.api.put<User>(ApiPath.profile, values, auth),
    );
    return this.session.replaceUser(user);
  }

  async uploadImage({ bytes, fileName }: BridgeParsedArgs<'uploadProfileImage'>): Promise<User> {
    const form = imageForm('profile_image', bytes, fileName);
    const user = await this.session.withActiveToken((token) =>
      this.api.put<User>(ApiPath.profileImage, form, { token }),
    );
    return this.session.replaceUser(user);
  }

  /** Each check cancels the one before it: only the latest handle typed matters. */
  async checkVanity(args: BridgeParsedArgs<'checkVanity'>): Promise<VanityCheckAnswer> {
    this.vanityCheck?.abort();
    const controller = new AbortController();
    this.vanityCheck = controller;
    try {
      return await this.session.withActiveToken((token) =>
        this.api.post<VanityCheckAnswer>(ApiPath.validateVanity, args, {
          token,
          signal: controller.signal,
        }),
      );
    } finally {
      if (this.vanityCheck === controller) this.vanityCheck = undefined;
    }
  }

  getPublicProfile({ vanity_name }: BridgeParsedArgs<'getPublicProfile'>): Promise<PublicProfile> {
    return this.api.get<PublicProfile>(ApiPath.publicProfile(vanity_name));
  }
}
