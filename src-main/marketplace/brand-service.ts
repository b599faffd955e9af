import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { Brand, Company } from '../../src-shared/domain/brand';
import type { CoreApiClient } from '../api/core-api-client';
import { imageForm } from '../api/image-form';
import {
  withBrands,
  withCompany,
  withSavedBrand,
  type OrganizationChange,
} from '../session/organization-names';
import type { SessionService } from '../session/session-service';

/**
 * A brand account's company and brands (issue 5). Every read or save of them also names the
 * account after them (the company, else the first brand) in the top bar and the switcher.
 */
export class BrandService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  /** Runs `work` for the active account, then records what its answer says of the names. */
  private async learning<T>(
    work: (token: string) => Promise<T>,
    change: (answer: T) => OrganizationChange,
  ): Promise<T> {
    // The account asked for, even if another one becomes active before the answer comes back.
    const accountId = await this.session.activeAccountId();
    const answer = await this.session.withActiveToken(work);
    if (accountId) {
      // The name is a nicety: failing to record it must not fail the save the person asked for.
      await this.session.noteOrganization(accountId, change(answer)).catch((error: unknown) => {
        console.warn('[brands] account name not updated', error);
      });
    }
    return answer;
  }

  getCompany(): Promise<Company | null> {
    return this.learning(
      (token) => this.api.get<Company | null>(ApiPath.accountCompany, { token }),
      withCompany,
    );
  }

  saveCompany(company: BridgeParsedArgs<'saveCompany'>): Promise<Company> {
    return this.learning(
      (token) => this.api.post<Company>(ApiPath.accountCompany, company, { token }),
      withCompany,
    );
  }

  listBrands(): Promise<ListPage<Brand>> {
    return this.learning(
      (token) =>
        this.api.get<ListPage<Brand>>(ApiPath.brands, { token, query: { size_page: 100 } }),
      (page) => withBrands(page.results),
    );
  }

  saveBrand({ id, brand }: BridgeParsedArgs<'saveBrand'>): Promise<Brand> {
    return this.learning(
      (token) => this.api.post<Brand>(id ? ApiPath.brand(id) : ApiPath.brands, brand, { token }),
      withSavedBrand,
    );
  }

  uploadLogo({ brandId, bytes, fileName }: BridgeParsedArgs<'uploadBrandLogo'>): Promise<Brand> {
    const form = imageForm('logo', bytes, fileName);
    return this.session.withActiveToken((token) =>
      this.api.put<Brand>(ApiPath.brandLogo(brandId), form, { token }),
    );
  }
}
