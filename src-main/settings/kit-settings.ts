import type { AgencyDetails, KitOptions } from '../../src-shared/domain/media-kit';
import type { KitSettings } from '../exports/ports';
import { notSignedIn, unknownAccount } from '../session/session-errors';
import type { SessionService } from '../session/session-service';
import type { AgencyDetailsInput, AgencyStore } from './agency-store';
import type { KitOptionsStore } from './kit-options-store';

export interface KitSettingsDeps {
  session: Pick<SessionService, 'activeAccountId' | 'findAccount'>;
  options: KitOptionsStore;
  agency: AgencyStore;
}

/**
 * The kit options of each signed-in account and this desktop's agency details, for the bridge
 * (the kit page and Configuración) and for the exporter, which prints with them.
 */
export class KitSettingsService implements KitSettings {
  constructor(private readonly deps: KitSettingsDeps) {}

  /** `accountId` undefined means the active account; one not signed in here is refused. */
  private async accountOf(accountId?: string): Promise<string> {
    const id = accountId ?? (await this.deps.session.activeAccountId());
    if (!id) throw notSignedIn();
    if (!(await this.deps.session.findAccount(id))) throw unknownAccount();
    return id;
  }

  async getOptions({ accountId }: { accountId?: string }): Promise<KitOptions> {
    return this.deps.options.get(await this.accountOf(accountId));
  }

  async saveOptions({
    accountId,
    options,
  }: {
    accountId?: string;
    options: KitOptions;
  }): Promise<KitOptions> {
    return this.deps.options.save(await this.accountOf(accountId), options);
  }

  getAgency(): Promise<AgencyDetails | null> {
    return this.deps.agency.get();
  }

  saveAgency(input: AgencyDetailsInput): Promise<AgencyDetails | null> {
    return this.deps.agency.save(input);
  }

  optionsFor(accountId: string): Promise<KitOptions> {
    return this.deps.options.get(accountId);
  }

  agency(): Promise<AgencyDetails | null> {
    return this.deps.agency.get();
  }
}
