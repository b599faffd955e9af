import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { NetworkConnectionInputSchema } from '../../../src-shared/schemas/network';
import { componentRef, flagAnswer, resultsOf } from '../../http/openapi/answer-schemas';
import type { JsonSchema, RouteDoc } from '../../http/openapi/route-doc';
import { tagged } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';

const connection = { description: 'NetworkConnection.', schema: componentRef('NetworkConnection') };
const uuid = { uuid: "One of the caller's connections." };

/**
 * docs/PRODUCT.md §7's answer to connecting a network: 201 when created, 200 when already the
 * user's.
 */
export const connectAnswer: JsonSchema = componentRef('AddNetworkAnswer');

/** The creator's network connections (manual ones; OAuth ones are under social). */
export const networkRouteDocs: RouteDoc[] = tagged('networks', [
  {
    method: 'GET',
    path: ApiPath.networks,
    summary: "The caller's connections with their latest figures",
    access: 'bearer',
    query: PagingQuerySchema,
    answer: { ...connection, paged: true },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.networksExpiring,
    summary: 'Verified connections whose grant ends within 7 days, or has ended',
    access: 'bearer',
    answer: {
      description: '`{ results: NetworkConnection[] }`.',
      schema: resultsOf('NetworkConnection'),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.networkHistory(':uuid'),
    summary: 'Every stored reading of one connection, newest first',
    access: 'bearer',
    params: uuid,
    query: PagingQuerySchema,
    answer: { description: 'NetworkReading.', schema: componentRef('NetworkReading'), paged: true },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'POST',
    path: ApiPath.addNetwork,
    summary: 'Add a connection by hand (201 new, 200 already the caller’s)',
    access: 'bearer',
    permission: 'networks.manage',
    body: { schema: NetworkConnectionInputSchema },
    answer: {
      status: 201,
      alsoStatus: 200,
      description: '`{ new, code, user_network }`.',
      schema: connectAnswer,
    },
    errors: [ErrorCode.networkLinkedElsewhere],
  },
  {
    method: 'POST',
    path: ApiPath.updateNetwork(':uuid'),
    summary: 'Change a connection',
    access: 'bearer',
    permission: 'networks.manage',
    params: uuid,
    body: { schema: NetworkConnectionInputSchema },
    answer: connection,
    errors: [ErrorCode.notFound, ErrorCode.networkLinkedElsewhere],
  },
  {
    method: 'POST',
    path: ApiPath.removeNetwork(':uuid'),
    summary: 'Remove a connection',
    access: 'bearer',
    permission: 'networks.manage',
    params: uuid,
    answer: { description: 'Removed.', schema: flagAnswer('removed') },
    errors: [ErrorCode.notFound],
  },
]);
