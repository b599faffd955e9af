/** Core-API paths exactly as the spec writes them (trailing slashes included). */
export const ApiPath = {
  register: '/api/v1/accounts/register/',
  login: '/api/v1/accounts/login/',
  logout: '/api/v1/accounts/logout/',
  googleLogin: '/api/v1/accounts/google-login/',
  facebookLogin: '/api/v1/accounts/facebook-login/',
  authProviders: '/api/v1/accounts/auth-providers/',
  defineRole: '/api/v1/accounts/define-role/',
  profile: '/api/v1/accounts/profile/',
  health: '/api/health',
} as const;
