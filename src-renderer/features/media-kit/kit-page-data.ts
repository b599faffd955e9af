import type { AgencyDetails, KitOptions, MediaKitView } from '../../../src-shared/domain/media-kit';
import { call } from '../../bridge/client';

/** What the kit page shows: the kit, how this account prints it, and the agency behind it. */
export interface KitPageData {
  view: MediaKitView;
  options: KitOptions;
  agency: AgencyDetails | null;
}

/**
 * Read together, so the preview is drawn once with the right options. Options and agency are kept
 * by main on this computer; a kit that cannot be read fails the page with its own error (an
 * account never synced offline, say).
 */
export async function loadKitPage(accountId: string | null): Promise<KitPageData> {
  const account = accountId ? { accountId } : {};
  const [view, options, agency] = await Promise.all([
    call('getMediaKit', {}),
    call('getKitOptions', account),
    call('getAgencyDetails'),
  ]);
  return { view, options, agency };
}
