/** Route names exactly as the spec writes them; recorded in the navigation history. */
export type AppRouteName =
  | 'home_search'
  | 'view_proposal'
  | 'view_casting_call'
  // Lists behind view_casting_call and view_proposal (docs/PRODUCT.md §10).
  | 'casting-calls'
  | 'proposals'
  | 'setting-public-profile'
  | 'my_work'
  | 'account-setting/social'
  // Brand screens the spec does not show (docs/PRODUCT.md §10).
  | 'account-setting/company'
  | 'brands'
  | 'creator_profile'
  // Issue 6: the creator's portfolio and rate card (with interests and work settings).
  | 'briefcase'
  | 'pricing'
  // Issue 6: credits and plan, the ledger, password and account deletion.
  | 'billing'
  | 'transactions'
  | 'account-setting/security'
  // Issue 7: the creator's printable media kit and its exports.
  | 'media-kit'
  // Issue 7: this desktop's server, language, data folder and sign-out everywhere.
  | 'settings'
  // Issue 8: the creator's AI image studio and their Instagram stories.
  | 'image-studio'
  | 'stories'
  // Issue 8: the brand's keyword monitor.
  | 'monitor'
  // Issue 13: any creator's public profile by handle, for every role.
  | 'profile'
  // Issue 14: the brand's shortlist of creators.
  | 'shortlist'
  // Issue 31: collaborations (both sides), one collaboration, the calendar of due dates.
  | 'collaborations'
  | 'view_collaboration'
  | 'calendar'
  // Issue 33: the agency desk, every account signed in on this desktop at a glance.
  | 'agency';
