import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { Brand, Company } from '../../src-shared/domain/brand';
import type { CoreApiClient } from '../api/core-api-client';
import { imageForm } from '../api/image-form';
import type { SessionService } from '../session/session-service';

/** A brand account's company and brands (issue 5). */
export class BrandService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  getCompany(): Promise<Company | null> {
    return this.session.withActiveToken((token) =>
      this.api.get<Company | null>(ApiPath.accountCompany, { token }),
    );
  }

  saveCompany(company: BridgeParsedArgs<'saveCompany'>): Promise<Company> {
    return this.session.withActiveToken((token) =>
      this.api.post<Company>(ApiPath.accountCompany, company, { token }),
    );
  }

  listBrands(): Promise<ListPage<Brand>> {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<Brand>>(ApiPath.brands, { token, query: { size_page: 100 } }),
    );
  }

  saveBrand({ id, brand }: BridgeParsedArgs<'saveBrand'>): Promise<Brand> {
    return this.session.withActiveToken((token) =>
      this.api.post<Brand>(id ? ApiPath.brand(id) : ApiPath.brands, brand, { token }),
    );
  }

  uploadLogo({ brandId, bytes, fileName }: BridgeParsedArgs<'uploadBrandLogo'>): Promise<Brand> {
    const form = imageForm('logo', bytes, fileName);
    return this.session.withActiveToken((token) =>
      this.api.put<Brand>(ApiPath.brandLogo(brandId), form, { token }),
    );
  }
}
