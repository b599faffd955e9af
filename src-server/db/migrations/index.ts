import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts';
import * as m0002 from './0002_networks';
import * as m0003 from './0003_network_identity';
import * as m0004 from './0004_network_credentials';
import * as m0005 from './0005_credential_token_secret';
import * as m0006 from './0006_network_metrics';
import * as m0007 from './0007_audience_and_media';
import * as m0008 from './0008_account_plans';
import * as m0009 from './0009_brands';
import * as m0010 from './0010_creator_search';
import * as m0011 from './0011_casting_calls';
import * as m0012 from './0012_proposals';
import * as m0013 from './0013_briefcase';
import * as m0014 from './0014_billing';
import * as m0015 from './0015_generated_images';
import * as m0016 from './0016_content_tools';
import * as m0017 from './0017_network_history';
import * as m0018 from './0018_shortlist_and_invitations';
import * as m0019 from './0019_profile_view_credits';
import * as m0020 from './0020_media_kit_exports';
import * as m0025 from './0025_session_notifications';
import * as m0021 from './0021_rate_limit_counters';
import * as m0022 from './0022_sealed_credentials';
import * as m0026 from './0026_idempotency_keys';
import * as m0027 from './0027_shared_secrets';
import * as m0028 from './0028_finder_count_index';
import * as m0029 from './0029_collaborations';
import * as m0030 from './0030_deal_money';
import * as m0031 from './0031_country_as_chosen';

/**
 * Every migration, in order. Listed in code rather than discovered on disk because the server is
 * bundled into the Electron main process, where there is no migrations folder to read.
 * To add one: create `NNNN_name.ts` beside this file and append it here; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_networks': m0002,
  '0003_network_identity': m0003,
  '0004_network_credentials': m0004,
  '0005_credential_token_secret': m0005,
  '0006_network_metrics': m0006,
  '0007_audience_and_media': m0007,
  '0008_account_plans': m0008,
  '0009_brands': m0009,
  '0010_creator_search': m0010,
  '0011_casting_calls': m0011,
  '0012_proposals': m0012,
  '0013_briefcase': m0013,
  '0014_billing': m0014,
  '0015_generated_images': m0015,
  '0016_content_tools': m0016,
  '0017_network_history': m0017,
  '0018_shortlist_and_invitations': m0018,
  '0019_profile_view_credits': m0019,
  '0020_media_kit_exports': m0020,
  '0021_rate_limit_counters': m0021,
  '0022_sealed_credentials': m0022,
  '0025_session_notifications': m0025,
  '0026_idempotency_keys': m0026,
  '0027_shared_secrets': m0027,
  '0028_finder_count_index': m0028,
  '0029_collaborations': m0029,
  '0030_deal_money': m0030,
  '0031_country_as_chosen': m0031,
};
