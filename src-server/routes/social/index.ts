import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { installFormParser } from '../../http/form-parser';
import { socialAuthorizeRoute } from './social-authorize';
import { socialProvidersRoute } from './social-providers';
import { socialRedeemCodeRoute } from './social-redeem-code';
import { socialTwitterLoginRoute } from './social-twitter-login';
import { socialTwitterRedeemRoute } from './social-twitter-redeem';
import { socialUpdateInfoRoute } from './social-update-info';
import { socialYouTubeInfoRoute } from './social-youtube-info';
import { socialSaveTokenRoute } from './social-save-token';
import { socialValidateTokenRoute } from './social-validate-token';
import { socialInstagramMediaRoute } from './social-instagram-media';
import { socialDownloadStoriesRoute } from './social-download-stories';

/** The social area (docs/PRODUCT.md §7): connecting networks through their own sign-in windows
 * (OAuth 2 code flow, Twitter's OAuth 1.0a, Facebook's login for facebook and instagram). */
export async function socialRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // docs/PRODUCT.md §7 sends save/token as a form; this scope only, so other routes keep answering
  // 415.
  installFormParser(app);
  socialProvidersRoute(app, context);
  socialAuthorizeRoute(app, context);
  socialRedeemCodeRoute(app, context);
  socialTwitterLoginRoute(app, context);
  socialTwitterRedeemRoute(app, context);
  socialUpdateInfoRoute(app, context);
  socialYouTubeInfoRoute(app, context);
  socialSaveTokenRoute(app, context);
  socialValidateTokenRoute(app, context);
  socialInstagramMediaRoute(app, context);
  socialDownloadStoriesRoute(app, context);
}
