/** Route names exactly as the spec writes them; recorded in the navigation history. */
export type AppRouteName =
  | 'home_search'
  | 'view_proposal'
  | 'view_casting_call'
  | 'setting-public-profile'
  | 'my_work'
  | 'account-setting/social';
