import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiPath } from '../../src-shared/api/paths';
import { flagAnswer } from '../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../http/openapi/route-doc';
import { MEDIA_ROUTE_PREFIX } from '../media/media-url';
import { accountRouteDocs } from './accounts/route-docs';
import { billingRouteDocs } from './billing/route-docs';
import { brandRouteDocs } from './brands/route-docs';
import { pricingRouteDocs } from './pricing/route-docs';
import { briefcaseRouteDocs } from './briefcase/route-docs';
import { campaignReportRouteDocs } from './campaign-reports/route-docs';
import { castingCallRouteDocs } from './casting-calls/route-docs';
import { collaborationRouteDocs, notificationRouteDocs } from './collaborations/route-docs';
import { dealMoneyRouteDocs } from './deal-money/route-docs';
import { devRouteDocs } from './dev/route-docs';
import { finderRouteDocs } from './finder/route-docs';
import { hashtagRouteDocs } from './hashtags/route-docs';
import { imageRouteDocs } from './images/route-docs';
import { mediaKitRouteDocs } from './media-kit/route-docs';
import { monitorRouteDocs } from './monitor/route-docs';
import { networkRouteDocs } from './networks/route-docs';
import { profileRouteDocs } from './profile/route-docs';
import { proposalRouteDocs } from './proposals/route-docs';
import { socialRouteDocs } from './social/route-docs';
import { storiesServiceRouteDocs } from './stories-service/route-docs';

/** Routes that belong to no area: liveness and stored files. */
const coreRouteDocs: RouteDoc[] = tagged('core', [
  {
    method: 'GET',
    path: ApiPath.health,
    summary: 'Liveness',
    access: 'public',
    answer: {
      description: 'The server is up.',
      schema: flagAnswer('ok'),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: `${MEDIA_ROUTE_PREFIX}*`,
    summary: 'A stored file (avatar, logo, briefcase piece, story) as bytes',
    description:
      'Public; `{path}` may hold slashes (it is the rest of the URL). One byte range is honoured (`Range`, 206; 416 when unsatisfiable). Cached forever: file names are never reused.',
    access: 'public',
    params: { path: 'The stored path that answers carry in their media URLs.' },
    answer: {
      description: 'The file.',
      envelope: false,
      contentType: 'application/octet-stream',
      schema: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
    errors: [ErrorCode.notFound],
  },
]);

/** Every documented route of the core API but the document's own. */
export function allRouteDocs(): RouteDoc[] {
  return [
    ...coreRouteDocs,
    ...accountRouteDocs,
    ...billingRouteDocs,
    ...brandRouteDocs,
    ...pricingRouteDocs,
    ...briefcaseRouteDocs,
    ...campaignReportRouteDocs,
    ...castingCallRouteDocs,
    ...collaborationRouteDocs,
    ...dealMoneyRouteDocs,
    ...notificationRouteDocs,
    ...devRouteDocs,
    ...finderRouteDocs,
    ...hashtagRouteDocs,
    ...imageRouteDocs,
    ...mediaKitRouteDocs,
    ...monitorRouteDocs,
    ...networkRouteDocs,
    ...profileRouteDocs,
    ...proposalRouteDocs,
    ...socialRouteDocs,
    ...storiesServiceRouteDocs,
  ];
}
