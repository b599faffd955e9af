import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authProvidersRoute } from './auth-providers';
import { changePasswordRoute } from './change-password';
import { deleteAccountRoute } from './delete-account';
import { defineRoleRoute } from './define-role';
import { facebookLoginRoute } from './facebook-login';
import { googleLoginRoute } from './google-login';
import { influencerSettingsRoutes } from './influencer-settings';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { logoutAllRoute } from './logout-all';
import { premiumRoute } from './premium';
import { profileRoute } from './profile';
import { profileImageRoutes } from './profile-image';
import { profileUpdateRoute } from './profile-update';
import { registerRoute } from './register';
import { sendPasswordRoute } from './send-password';
import { unsubscribeRoute } from './unsubscribe';

/** The accounts area (docs/PRODUCT.md §7): sign-in, role, profile. */
export async function accountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerRoute(app, context);
  loginRoute(app, context);
  logoutRoute(app, context);
  logoutAllRoute(app, context);
  googleLoginRoute(app, context);
  facebookLoginRoute(app, context);
  authProvidersRoute(app, context);
  defineRoleRoute(app, context);
  profileRoute(app, context);
  premiumRoute(app, context);
  profileUpdateRoute(app, context);
  // Issue 6: password, reset mail, deletion, unsubscribe, the creator's work settings.
  changePasswordRoute(app, context);
  sendPasswordRoute(app, context);
  deleteAccountRoute(app, context);
  unsubscribeRoute(app, context);
  influencerSettingsRoutes(app, context);
  await app.register(async (scope) => profileImageRoutes(scope, context));
}
