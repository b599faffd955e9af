import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { applyRoute } from './apply';
import { callStatusRoutes } from './call-status';
import { createCallRoute } from './create-call';
import { decideApplicationRoutes } from './decide-application';
import { editBrandRoute } from './edit-brand';
import { getCallRoute } from './get-call';
import { inviteRoute } from './invite';
import { listApplicationsRoute } from './list-applications';
import { listCallsRoute } from './list-calls';
import { myApplicationsRoute } from './my-applications';
import { updateCallRoute } from './update-call';

/** Casting calls (docs/PRODUCT.md §10): brands publish calls, creators apply, brands decide. */
export async function castingCallRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  listCallsRoute(app, context);
  createCallRoute(app, context);
  getCallRoute(app, context);
  updateCallRoute(app, context);
  callStatusRoutes(app, context);
  editBrandRoute(app, context);
  listApplicationsRoute(app, context);
  applyRoute(app, context);
  inviteRoute(app, context);
  decideApplicationRoutes(app, context);
  myApplicationsRoute(app, context);
}
