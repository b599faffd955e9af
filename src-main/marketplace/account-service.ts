import { ApiPath } from '../../src-shared/api/paths';
import type { BridgeParsedArgs, SessionState } from '../../src-shared/bridge/contract';
import type { InfluencerSettings } from '../../src-shared/domain/account-settings';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';

/** Password, reset mail, account deletion and the creator's work settings. */
export class AccountService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  changePassword(input: BridgeParsedArgs<'changePassword'>): Promise<{ changed: true }> {
    return this.session.withActiveToken((token) =>
      this.api.put<{ changed: true }>(ApiPath.password, input, { token }),
    );
  }

  /** Works signed out too: it is how a forgotten password starts. */
  requestPasswordReset({
    email,
  }: BridgeParsedArgs<'requestPasswordReset'>): Promise<{ sent: true }> {
    return this.api.post<{ sent: true }>(ApiPath.sendPassword, { email });
  }

  /** Sets the new password with the mail's code; every session of that account ends. */
  resetPassword(input: BridgeParsedArgs<'resetPassword'>): Promise<{ changed: true }> {
    return this.api.post<{ changed: true }>(ApiPath.sendPassword, input);
  }

  /**
   * A mail's unsubscribe link, opened in the app (the embedded API's mails link there): the same
   * query to the API the app uses now. Answers the server's Spanish confirmation.
   */
  async unsubscribeByLink(email: string, signature: string): Promise<string> {
    const answer = await this.api.get<{ message: string }>(ApiPath.unsubscribe, {
      query: { to_email: email, signature },
    });
    return answer.message;
  }

  /** The server removes the account and revokes its tokens; then this desktop forgets it. */
  async deleteAccount(input: BridgeParsedArgs<'deleteAccount'>): Promise<SessionState> {
    await this.session.withActiveToken((token) =>
      this.api.post<{ deleted: true }>(ApiPath.deleteAccount, input, { token }),
    );
    return this.session.forgetActive();
  }

  getInfluencerSettings(): Promise<InfluencerSettings> {
    return this.session.withActiveToken((token) =>
      this.api.get<InfluencerSettings>(ApiPath.influencerProfile, { token }),
    );
  }

  saveInfluencerSettings(
    settings: BridgeParsedArgs<'saveInfluencerSettings'>,
  ): Promise<InfluencerSettings> {
    return this.session.withActiveToken((token) =>
      this.api.put<InfluencerSettings>(ApiPath.influencerProfile, settings, { token }),
    );
  }
}
