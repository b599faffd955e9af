import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bridgeEventNames, bridgeMethodNames, bridgeMethods } from './contract';

describe('bridge contract', () => {
  it('names exactly these methods and events', () => {
    // Adding a method is a deliberate act: update this list with it.
    expect(bridgeMethodNames).toEqual([
      'getSession',
      'signUp',
      'signIn',
      'signInWithGoogle',
      'signInWithFacebook',
      'getAuthProviders',
      'signOut',
      'switchAccount',
      'signOutAccount',
      'signOutEverywhere',
      'defineRole',
      'getProfile',
      'saveProfileSection',
      'uploadProfileImage',
      'checkVanity',
      'getPublicProfile',
      'listNetworks',
      'addNetwork',
      'updateNetwork',
      'removeNetwork',
      'refreshNetworkMetrics',
      'getNetworkHistory',
      'getSocialProviders',
      'connectNetwork',
      'getSettings',
      'saveApiSettings',
      'openDataFolder',
      'chooseDataFolder',
      'getConnectivity',
      'checkConnectivity',
      'getMediaKit',
      'exportMediaKit',
      'exportMediaKits',
      'cancelExport',
      'getKitOptions',
      'saveKitOptions',
      'getAgencyDetails',
      'saveAgencyDetails',
      'saveStoriesSettings',
      'getAiImageCatalog',
      'generateAiImage',
      'cancelAiImage',
      'listAiImages',
      'saveAiImageToBriefcase',
      'deleteAiImage',
      'exportAiImage',
      'suggestHashtags',
      'getMonitorPosts',
      'getDefaultMonitorKeyword',
      'listMonitorKeywords',
      'addMonitorKeyword',
      'removeMonitorKeyword',
      'downloadStories',
      'getStory',
      'saveStoryFile',
      'getCompany',
      'saveCompany',
      'listBrands',
      'saveBrand',
      'uploadBrandLogo',
      'searchCreators',
      'getCreator',
      'getProfileViews',
      'listShortlist',
      'addToShortlist',
      'removeFromShortlist',
      'seedDemoData',
      'listCastingCalls',
      'getCastingCall',
      'saveCastingCall',
      'publishCastingCall',
      'closeCastingCall',
      'changeCastingCallBrand',
      'listApplications',
      'applyToCastingCall',
      'decideApplication',
      'inviteToCastingCall',
      'listMyApplications',
      'listProposals',
      'getProposal',
      'sendProposal',
      'answerProposal',
      'counterProposal',
      'listBriefcase',
      'addBriefcaseItem',
      'removeBriefcaseItem',
      'listPrices',
      'savePrice',
      'removePrice',
      'listInterests',
      'addInterest',
      'removeInterest',
      'getPlan',
      'buyCredits',
      'applyTrial',
      'listTransactions',
      'getPayoutAccount',
      'savePayoutEmail',
      'changePassword',
      'requestPasswordReset',
      'resetPassword',
      'deleteAccount',
      'getInfluencerSettings',
      'saveInfluencerSettings',
    ]);
    expect(bridgeEventNames).toEqual([
      'sessionExpired',
      'sessionChanged',
      'connectivityChanged',
      'exportProgress',
    ]);
  });

  it('refuses arguments for methods that take none', () => {
    expect(v.safeParse(bridgeMethods.getSession.args, undefined).success).toBe(true);
    expect(v.safeParse(bridgeMethods.getSession.args, { extra: 1 }).success).toBe(false);
  });

  it('refuses credentials of the wrong shape', () => {
    const { args } = bridgeMethods.signIn;
    expect(v.safeParse(args, { email: 'ana@example.com', password: 'secreta123' }).success).toBe(
      true,
    );
    expect(v.safeParse(args, { email: 'ana@example.com' }).success).toBe(false);
    expect(v.safeParse(args, { email: 42, password: 'secreta123' }).success).toBe(false);
    expect(
      v.safeParse(args, { email: 'ana@example.com', password: 'secreta123', admin: true }).success,
    ).toBe(false);
    expect(v.safeParse(args, 'ana@example.com').success).toBe(false);
  });
});
