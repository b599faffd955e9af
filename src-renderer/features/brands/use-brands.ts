import type { Brand } from '../../../src-shared/domain/brand';
import { call } from '../../bridge/client';
import { useRemoteData, type RemoteData } from '../../data/use-remote-data';

/** The brands of the signed-in company, for the pickers of casting calls and proposals. */
export function useBrands(): RemoteData<Brand[]> {
  return useRemoteData('brands', async () => (await call('listBrands')).results);
}
