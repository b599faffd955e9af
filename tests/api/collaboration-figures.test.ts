import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { ItemFigures } from '../../src-shared/domain/collaboration';
import type { ContentType } from '../../src-shared/domain/content-types';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  SocialAuthorizeAnswer,
  TwitterLoginAnswer,
} from '../../src-shared/domain/network';
import type { AuthAnswer } from '../../src-shared/domain/user';
import { parsePostUrl, type PostReference } from '../../src-shared/rules/post-url';
import type { ServerOptions } from '../../src-server/index';
import { checkPostOwner } from '../../src-server/collaborations/figures/post-owner';
import { createFigureReaders } from '../../src-server/collaborations/figures/figure-readers';
import { runDueFigureJobs } from '../../src-server/collaborations/figures/figure-jobs';
import type { FiguresContext } from '../../src-server/collaborations/figures/read-post';
import {
  readableNetworksOf,
  type FigureNetwork,
} from '../../src-server/collaborations/figures/readable-networks';
import { createOAuthNetworks } from '../../src-server/social/oauth-networks';
import {
  facebookSettings,
  startFacebookGraph,
  type FacebookGraphStandIn,
  type StandInPage,
} from '../fixtures/facebook-graph';
import {
  serverClientOf,
  startOAuthNetwork,
  type OAuthStandIn,
  type StandInVideo,
} from '../fixtures/oauth-networks';
import { startTwitter, type TwitterStandIn } from '../fixtures/twitter';
import {
  s256,
  startYouTube,
  type YouTubeStandIn,
  type YouTubeVideoSeed,
} from '../fixtures/youtube';
import { registerWithRole } from './harness/accounts';
import {
  acceptedDeal,
  handInDraft,
  itemOf,
  moveItem,
  readCollaboration,
  type Deal,
} from './harness/collaborations';
import { describeEngines, describePostgres } from './harness/engines';
import { connectThroughWindow, followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 31, "Measured": once an item is published, the core API reads its post's figures through
 * the network's adapter with the creator's connection, at publication, a day and a week later,
 * kept with their date and source; a provider failing or refusing the grant leaves the item
 * published with the reason, nothing stored half-way; several API processes read each job once.
 * Every network with an adapter, against the stand-ins in tests/fixtures, over real HTTP.
 *
 * The routes bring each item to `approved` (hand-in, review) and publish it, which checks the post
 * is the creator's (checkPostOwner) and schedules the jobs. The servers' own job loops are stopped
 * so each test runs the passes itself (runDueFigureJobs); one server keeps its loop, to show that
 * publishing wakes it.
 */

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const LOOPBACK = 'http://127.0.0.1:53682/callback';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type FigureName = 'views' | 'likes' | 'comments' | 'shares' | 'reach';
type Figures = Record<FigureName, number>;

const AT_PUBLICATION: Figures = { views: 1500, likes: 120, comments: 14, shares: 9, reach: 1100 };
const AFTER_A_DAY: Figures = {
  views: 41_000,
  likes: 3200,
  comments: 150,
  shares: 88,
  reach: 27_000,
};
const AFTER_A_WEEK: Figures = {
  views: 96_500,
  likes: 7100,
  comments: 310,
  shares: 240,
  reach: 60_200,
};

let graph: FacebookGraphStandIn;
let youtube: YouTubeStandIn;
let tiktok: OAuthStandIn;
let twitter: TwitterStandIn;
/** A video of a channel no creator of these tests connects. */
const STRANGER_VIDEO = randomBytes(9).toString('base64url').slice(0, 11);

beforeAll(async () => {
  [graph, youtube, tiktok, twitter] = await Promise.all([
    startFacebookGraph(),
    startYouTube(),
    startOAuthNetwork('tiktok'),
    startTwitter({ callback: REDIRECT }),
  ]);
  youtube.setChannel({
    id: `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`,
    title: 'Otro canal',
    subscriberCount: 10,
    videos: [{ id: STRANGER_VIDEO, viewCount: 5, likeCount: 1, commentCount: 0 }],
  });
});
afterAll(async () => {
  await Promise.all([graph?.close(), youtube?.close(), tiktok?.close(), twitter?.close()]);
});

function socialSettings(): NonNullable<ServerOptions['social']> {
  const tiktokClient = serverClientOf(tiktok);
  return {
    redirectUri: REDIRECT,
    youtube: {
      clientId: youtube.clientId,
      clientSecret: youtube.clientSecret,
      authUrl: youtube.authUrl,
      tokenUrl: youtube.tokenUrl,
      apiUrl: youtube.apiUrl,
      analyticsUrl: youtube.analyticsUrl,
    },
    tiktok: {
      clientKey: tiktokClient.clientId,
      clientSecret: tiktokClient.clientSecret,
      authUrl: tiktokClient.authUrl,
      apiUrl: tiktokClient.apiUrl,
    },
    twitter: {
      consumerKey: twitter.consumerKey,
      consumerSecret: twitter.consumerSecret,
      apiUrl: twitter.url,
    },
  };
}

const serverOptions = (): Partial<ServerOptions> => ({
  facebook: facebookSettings(graph),
  social: socialSettings(),
});

/** What the API's own loop hands runDueFigureJobs, around a test server's database and clock. */
function figuresContext(server: TestServer): FiguresContext {
  const social = socialSettings();
  return {
    db: server.server.db,
    now: server.clock.now,
    figureReaders: createFigureReaders({
      facebook: facebookSettings(graph),
      social,
      networks: createOAuthNetworks(social, server.clock.now),
    }),
  };
}

const unique = () => randomUUID().replaceAll('-', '').slice(0, 10);
const newState = () => randomBytes(16).toString('base64url');
let serial = 0;
const nextSerial = () => (serial += 1);

/** A post of the connected account as the stand-in keeps it, and its address as pasted. */
interface PostHandle {
  url: string;
  /** The stand-in's id of the post (media id, Graph post id, video id, tweet id). */
  id: string;
}

interface ConnectedAccount {
  connection: NetworkConnection;
  /** Publishes a new post of the account on the stand-in, with these figures. */
  publish(figures: Figures): PostHandle;
  setFigures(post: PostHandle, figures: Figures): void;
  /** A post of the same network that is not this account's, its address naming the account. */
  foreignUrl(): string;
  /** How many times the stand-in was asked for this post (its figures, or whether it exists). */
  reads(post: PostHandle): number;
}

interface FigureCase {
  network: FigureNetwork;
  label: string;
  contentType: ContentType;
  /** The figures the network reports; the others are null. */
  reported: readonly FigureName[];
  connect(server: TestServer, token: string): Promise<ConnectedAccount>;
  /** The stand-in's post reads answer 500 or 401 from now on; null mends them. */
  fail(status: 500 | 401 | null): void;
}

/** Facebook's login for a Page (facebook) or the Instagram account behind it (instagram). */
async function facebookLogin(
  server: TestServer,
  token: string,
  network: 'facebook' | 'instagram',
  userId: string,
): Promise<NetworkConnection> {
  graph.setDialogUser({ id: userId, name: 'Creadora' });
  const authorize = await server.request<SocialAuthorizeAnswer>(
    'GET',
    `${ApiPath.socialAuthorize(network)}?state=${newState()}`,
    { token },
  );
  expect(authorize.status, JSON.stringify(authorize.body)).toBe(200);
  const { url, redirect_uri } = authorize.body.response;
  const back = await followSignInWindow(url, redirect_uri);
  const saved = await server.request<AddNetworkAnswer>('POST', ApiPath.socialSaveToken(network), {
    token,
    rawBody: new URLSearchParams({
      access_token: back.get('access_token') ?? '',
      signed_request: back.get('signed_request') ?? '',
      user_id: userId,
      username: '',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.response.user_network;
}

const facebookUserId = () => String(Number.parseInt(unique().slice(0, 8), 16));

const CASES: FigureCase[] = [
  {
    network: 'instagram',
    label: 'Instagram',
    contentType: 'reel',
    reported: ['views', 'likes', 'comments', 'shares', 'reach'],
    fail: (status) => graph.setFigureFailure(status),
    async connect(server, token) {
      const id = unique();
      const userId = facebookUserId();
      const page: StandInPage = {
        id: `page-${id}`,
        name: `Cocina ${id}`,
        followers_count: 300,
        instagram: {
          id: `1784${nextSerial()}${Date.now()}`,
          username: `cocina_${id}`,
          followers_count: 2000,
          media: [],
        },
      };
      graph.setPages(userId, [page]);
      const connection = await facebookLogin(server, token, 'instagram', userId);
      const media = page.instagram!.media!;
      return {
        connection,
        publish: (figures) => {
          const code = `C${randomBytes(8).toString('base64url').slice(0, 10)}`;
          const mediaId = `179${nextSerial()}${Date.now()}`;
          media.unshift({
            id: mediaId,
            media_type: 'VIDEO',
            permalink: `https://www.instagram.com/reel/${code}/`,
            timestamp: new Date().toISOString(),
          });
          const post = {
            url: `https://www.instagram.com/reel/${code}/?igsh=MWQ1ZGUxMzBkMA==`,
            id: mediaId,
          };
          graph.setPostFigures(mediaId, figures);
          return post;
        },
        setFigures: (post, figures) => graph.setPostFigures(post.id, figures),
        foreignUrl: () =>
          `https://www.instagram.com/p/Z${randomBytes(8).toString('base64url').slice(0, 10)}/`,
        reads: (post) => graph.requests().filter((path) => path === `/${post.id}/insights`).length,
      };
    },
  },
  {
    network: 'facebook',
    label: 'Facebook',
    contentType: 'post',
    reported: ['likes', 'comments', 'shares', 'reach'],
    fail: (status) => graph.setFigureFailure(status),
    async connect(server, token) {
      const id = unique();
      const userId = facebookUserId();
      const page: StandInPage = {
        id: `10${nextSerial()}${Date.now()}`,
        name: `Taller ${id}`,
        username: `taller.${id}`,
        followers_count: 5400,
        posts: [],
      };
      graph.setPages(userId, [page]);
      const connection = await facebookLogin(server, token, 'facebook', userId);
      const posts = page.posts!;
      const toPost = (figures: Figures) => ({
        reactions: figures.likes,
        comments: figures.comments,
        shares: figures.shares,
        reach: figures.reach,
      });
      return {
        connection,
        publish: (figures) => {
          const postId = `${Date.now()}${nextSerial()}`;
          const permalink = `https://www.facebook.com/${page.username}/posts/${postId}`;
          posts.unshift({
            id: `${page.id}_${postId}`,
            permalink_url: permalink,
            created_time: new Date().toISOString(),
            ...toPost(figures),
          });
          return { url: `${permalink}?mibextid=Nif5oz`, id: `${page.id}_${postId}` };
        },
        setFigures: (post, figures) => graph.setPostFigures(post.id, figures),
        foreignUrl: () => `https://www.facebook.com/${page.username}/posts/9${Date.now()}`,
        reads: (post) => graph.requests().filter((path) => path === `/${post.id}/insights`).length,
      };
    },
  },
  {
    network: 'youtube',
    label: 'YouTube',
    contentType: 'video',
    reported: ['views', 'likes', 'comments'],
    fail: (status) =>
      youtube.setOutage(
        status === null
          ? null
          : { resource: 'videos', kind: status === 500 ? 'error' : 'unauthorized' },
      ),
    async connect(server, token) {
      const channel = {
        id: `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`,
        title: `Canal ${unique()}`,
        subscriberCount: 1000,
      };
      const videos: YouTubeVideoSeed[] = [];
      youtube.setChannel({ ...channel, videos });
      const verifier = randomBytes(32).toString('base64url');
      const query = new URLSearchParams({
        state: newState(),
        redirect_uri: LOOPBACK,
        code_challenge: s256(verifier),
      });
      const authorize = await server.request<SocialAuthorizeAnswer>(
        'GET',
        `${ApiPath.socialAuthorize('youtube')}?${query.toString()}`,
        { token },
      );
      expect(authorize.status, JSON.stringify(authorize.body)).toBe(200);
      const browser = await fetch(authorize.body.response.url, { redirect: 'manual' });
      const code = new URL(browser.headers.get('location') ?? '').searchParams.get('code');
      const redeemed = await server.request<AddNetworkAnswer>(
        'POST',
        ApiPath.socialRedeemCode('youtube'),
        { token, body: { code, code_verifier: verifier, redirect_uri: LOOPBACK } },
      );
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
      const counts = (figures: Figures) => ({
        viewCount: figures.views,
        likeCount: figures.likes,
        commentCount: figures.comments,
      });
      return {
        connection: redeemed.body.response.user_network,
        publish: (figures) => {
          const videoId = randomBytes(9).toString('base64url').slice(0, 11);
          videos.unshift({ id: videoId, ...counts(figures) });
          youtube.setChannel({ ...channel, videos });
          return { url: `https://youtu.be/${videoId}?si=Xk2l0`, id: videoId };
        },
        setFigures: (post, figures) => {
          const seed = videos.find((video) => video.id === post.id)!;
          Object.assign(seed, counts(figures));
          youtube.setVideoStatistics(post.id, counts(figures));
        },
        foreignUrl: () => `https://www.youtube.com/watch?v=${STRANGER_VIDEO}`,
        reads: (post) =>
          youtube.requests.filter((request) => {
            const url = new URL(request, 'http://stand-in');
            return url.pathname === '/youtube/v3/videos' && url.searchParams.get('id') === post.id;
          }).length,
      };
    },
  },
  {
    network: 'tiktok',
    label: 'TikTok',
    contentType: 'video',
    reported: ['views', 'likes', 'comments', 'shares'],
    fail: (status) => tiktok.setVideoQueryFailure(status),
    async connect(server, token) {
      const account = {
        id: `open-${unique()}`,
        username: `creador_${unique()}`,
        name: 'Creador',
        followers: 5000,
        videos: [] as StandInVideo[],
      };
      tiktok.setAccount(account);
      const connected = await connectThroughWindow(server, token, 'tiktok', REDIRECT);
      const videos: StandInVideo[] = [];
      const video = (id: string, figures: Figures): StandInVideo => ({
        id,
        views: figures.views,
        likes: figures.likes,
        comments: figures.comments,
        shares: figures.shares,
      });
      return {
        connection: connected.user_network,
        publish: (figures) => {
          const videoId = String(7_400_000_000_000_000_000n + BigInt(nextSerial()));
          videos.unshift(video(videoId, figures));
          tiktok.setVideos(account.id, videos);
          return {
            url: `https://www.tiktok.com/@${account.username}/video/${videoId}?is_from_webapp=1`,
            id: videoId,
          };
        },
        setFigures: (post, figures) => {
          const index = videos.findIndex((candidate) => candidate.id === post.id);
          videos[index] = video(post.id, figures);
          tiktok.setVideos(account.id, videos);
        },
        foreignUrl: () =>
          `https://www.tiktok.com/@${account.username}/video/${7_500_000_000_000_000_000n + BigInt(nextSerial())}`,
        reads: (post) => tiktok.queriedVideoIds().filter((id) => id === post.id).length,
      };
    },
  },
  {
    network: 'twitter',
    label: 'X',
    contentType: 'tweet',
    reported: ['views', 'likes', 'comments', 'shares'],
    fail: (status) => twitter.setTweetFailure(status),
    async connect(server, token) {
      const suffix = unique().slice(0, 8);
      const user = {
        id_str: String(Number.parseInt(suffix, 16)),
        screen_name: `cuenta_${suffix}`,
        name: `Cuenta ${suffix}`,
      };
      twitter.setUser(user);
      const login = await server.request<TwitterLoginAnswer>('GET', ApiPath.twitterLogin, {
        token,
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const window = await fetch(login.body.response.url, { redirect: 'manual' });
      const back = new URL(window.headers.get('location') ?? '');
      const redeemed = await server.request<AddNetworkAnswer>(
        'GET',
        ApiPath.twitterRedeem(
          back.searchParams.get('oauth_token') ?? '',
          back.searchParams.get('oauth_verifier') ?? '',
          login.body.response.temp_secret,
        ),
        { token },
      );
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
      const tweet = (id: string, figures: Figures, author = user.id_str) => ({
        id,
        author_id: author,
        likes: figures.likes,
        replies: figures.comments,
        // X's reposts and quotes together are the shares.
        retweets: figures.shares - 5,
        quotes: 5,
        impressions: figures.views,
      });
      return {
        connection: redeemed.body.response.user_network,
        publish: (figures) => {
          const id = String(1_900_000_000_000_000_000n + BigInt(nextSerial()));
          twitter.setTweet(tweet(id, figures));
          return { url: `https://twitter.com/${user.screen_name}/status/${id}?s=20`, id };
        },
        setFigures: (post, figures) => twitter.setTweet(tweet(post.id, figures)),
        foreignUrl: () => {
          const id = String(1_950_000_000_000_000_000n + BigInt(nextSerial()));
          twitter.setTweet(tweet(id, AT_PUBLICATION, '1234'));
          return `https://x.com/${user.screen_name}/status/${id}`;
        },
        reads: (post) =>
          twitter.requests().filter((path) => path === `/2/tweets/${post.id}`).length,
      };
    },
  },
];

/** The figures an item should show: what the network reports, null for the rest. */
function shown(c: FigureCase, figures: Figures): Pick<ItemFigures, FigureName> {
  const pickFigure = (name: FigureName) => (c.reported.includes(name) ? figures[name] : null);
  return {
    views: pickFigure('views'),
    likes: pickFigure('likes'),
    comments: pickFigure('comments'),
    shares: pickFigure('shares'),
    reach: pickFigure('reach'),
  };
}

function postOf(network: FigureNetwork, url: string): PostReference {
  const checked = parsePostUrl(network, url);
  if (!checked.ok) throw new Error(`${url} is not a ${network} post: ${checked.problem}`);
  return checked.post;
}

interface Published {
  deal: Deal;
  creator: AuthAnswer;
  account: ConnectedAccount;
  itemId: string;
  post: PostHandle;
  /** The stand-in's reads of the post by the time the publish route answered (its owner check). */
  readsAtPublish: number;
}

/** A creator connected to the network, as a party to an accepted proposal: its one item, approved. */
async function approvedItem(server: TestServer, c: FigureCase, quantity = 1) {
  const creator = await registerWithRole(server);
  const account = await c.connect(server, creator.token);
  const deal = await acceptedDeal(
    server,
    { deliverables: [{ network: c.network, content_type: c.contentType, quantity }] },
    creator,
  );
  for (const item of deal.collaboration.items) {
    await handInDraft(server, creator.token, item.id);
    const review = await moveItem(server, deal.owner.token, item.id, 'review', {
      decision: 'approve',
      version: 1,
      note: '',
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
  }
  return { creator, account, deal };
}

function publish(server: TestServer, token: string, itemId: string, url: string) {
  return moveItem(server, token, itemId, 'publish', { post_url: url });
}

/** An item of the network published with a post of the creator's connected account. */
async function publishedItem(server: TestServer, c: FigureCase): Promise<Published> {
  const { creator, account, deal } = await approvedItem(server, c);
  const itemId = deal.collaboration.items[0]!.id;
  const post = account.publish(AT_PUBLICATION);
  const answer = await publish(server, creator.token, itemId, post.url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(itemOf(answer.body.response, itemId)).toMatchObject({
    status: 'published',
    figures_readable: true,
    figures: [],
    figures_problem: null,
  });
  return { deal, creator, account, itemId, post, readsAtPublish: account.reads(post) };
}

async function itemAsBrand(server: TestServer, published: Published) {
  const answer = await readCollaboration(
    server,
    published.deal.owner.token,
    published.deal.collaboration.id,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return itemOf(answer.body.response, published.itemId);
}

function jobsOf(server: TestServer, itemId: string) {
  return server.server.db
    .selectFrom('collaboration_figure_jobs')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('due_at')
    .execute();
}

function figureRowsOf(server: TestServer, itemId: string) {
  return server.server.db
    .selectFrom('collaboration_figures')
    .selectAll()
    .where('item_id', '=', itemId)
    .execute();
}

async function measuredNotices(server: TestServer, published: Published) {
  const rows = await server.server.db
    .selectFrom('notifications')
    .select('kind')
    .where('user_id', '=', published.deal.owner.user.id)
    .where('item_id', '=', published.itemId)
    .where('kind', '=', 'measured')
    .execute();
  return rows.length;
}

describeEngines('Figures of published posts (issue 31)', (engine) => {
  let server: TestServer;
  let live: TestServer;
  let context: FiguresContext;

  beforeAll(async () => {
    [server, live] = await Promise.all([
      startTestServer(engine, serverOptions()),
      startTestServer(engine, serverOptions()),
    ]);
    // This server's passes are the tests' own (runDueFigureJobs); the publish route's wake is idle.
    await server.server.figureJobs.stop();
    context = figuresContext(server);
  });
  afterAll(async () => {
    await server?.close();
    await live?.close();
  });

  /** One pass of the jobs that are due on the server's clock. */
  const pass = () => runDueFigureJobs(context);

  it('reads the publication figures within seconds of the hand-in: publishing wakes the job loop', async () => {
    const c = CASES[0]!;
    const published = await publishedItem(live, c);
    await expect
      .poll(async () => (await itemAsBrand(live, published)).status, { timeout: 10_000 })
      .toBe('measured');
    const item = await itemAsBrand(live, published);
    expect(item.figures).toEqual([
      expect.objectContaining({ checkpoint: 'publication', source: 'instagram' }),
    ]);
  });

  describe.each(CASES)('$label', (c) => {
    it('keeps the publication reading with its source and date, and measures the item', async () => {
      const published = await publishedItem(server, c);
      const [publication, day, week] = await jobsOf(server, published.itemId);
      const publishedAt = Date.parse((await itemAsBrand(server, published)).published_at ?? '');
      expect([publication, day, week].map((job) => job?.checkpoint)).toEqual([
        'publication',
        'day',
        'week',
      ]);
      expect(day!.due_at.getTime() - publishedAt).toBe(DAY);
      expect(week!.due_at.getTime() - publishedAt).toBe(7 * DAY);

      expect(await pass()).toBeGreaterThanOrEqual(1);

      const item = await itemAsBrand(server, published);
      expect(item).toMatchObject({
        status: 'measured',
        figures_readable: true,
        figures_problem: null,
        figures: [
          {
            id: expect.any(String),
            checkpoint: 'publication',
            source: c.network,
            ...shown(c, AT_PUBLICATION),
            read_at: expect.stringMatching(ISO),
          },
        ],
      });
      expect(item.events.at(-1)).toMatchObject({
        action: 'measured',
        actor: 'system',
        from_status: 'published',
        to_status: 'measured',
      });
      expect(await measuredNotices(server, published)).toBe(1);
      expect(published.account.reads(published.post) - published.readsAtPublish).toBe(1);
      const jobs = await jobsOf(server, published.itemId);
      expect(jobs.map((job) => [job.checkpoint, job.done_at !== null, job.last_error])).toEqual([
        ['publication', true, null],
        ['day', false, null],
        ['week', false, null],
      ]);
      // Nothing more is due: a second pass reads nothing.
      await pass();
      expect(published.account.reads(published.post) - published.readsAtPublish).toBe(1);
    });

    it('reads again a day and a week after publication, adding a reading each time', async () => {
      const published = await publishedItem(server, c);
      await pass();
      try {
        published.account.setFigures(published.post, AFTER_A_DAY);
        server.clock.advance(DAY - MINUTE);
        await pass();
        expect((await itemAsBrand(server, published)).figures).toHaveLength(1);

        server.clock.advance(2 * MINUTE);
        await pass();
        let item = await itemAsBrand(server, published);
        expect(item.figures.map((row) => [row.checkpoint, row.source])).toEqual([
          ['publication', c.network],
          ['day', c.network],
        ]);
        expect(item.figures[1]).toMatchObject(shown(c, AFTER_A_DAY));
        expect(Date.parse(item.figures[1]!.read_at)).toBeGreaterThan(
          Date.parse(item.figures[0]!.read_at) + DAY - MINUTE,
        );

        published.account.setFigures(published.post, AFTER_A_WEEK);
        server.clock.advance(6 * DAY);
        await pass();
        item = await itemAsBrand(server, published);
        expect(item.status).toBe('measured');
        expect(item.figures.map((row) => row.checkpoint)).toEqual(['publication', 'day', 'week']);
        expect(item.figures[2]).toMatchObject({ source: c.network, ...shown(c, AFTER_A_WEEK) });
        // Measured once: the later readings are added without another move or notice.
        expect(item.events.filter((event) => event.action === 'measured')).toHaveLength(1);
        expect(await measuredNotices(server, published)).toBe(1);
        expect(published.account.reads(published.post) - published.readsAtPublish).toBe(3);

        server.clock.advance(30 * DAY);
        await pass();
        expect(published.account.reads(published.post) - published.readsAtPublish).toBe(3);
        expect((await jobsOf(server, published.itemId)).every((job) => job.done_at)).toBe(true);
      } finally {
        server.clock.reset();
      }
    });

    it('keeps the item published with the reason while the network fails (500), and reads it on a later try', async () => {
      const published = await publishedItem(server, c);
      try {
        c.fail(500);
        await pass();
        let item = await itemAsBrand(server, published);
        expect(item).toMatchObject({
          status: 'published',
          figures: [],
          figures_problem: {
            checkpoint: 'publication',
            message: `${c.label} respondió con un error (500) al leer las cifras de la publicación. Lo intentaremos de nuevo más tarde.`,
          },
        });
        const retryAt = Date.parse(item.figures_problem?.retry_at ?? '');
        expect(retryAt - server.clock.now().getTime()).toBeGreaterThan(4 * MINUTE);
        expect(retryAt - server.clock.now().getTime()).toBeLessThanOrEqual(5 * MINUTE);
        // Nothing half-way: no reading, no move, no notice.
        expect(await figureRowsOf(server, published.itemId)).toEqual([]);
        expect(item.events.some((event) => event.action === 'measured')).toBe(false);
        expect(await measuredNotices(server, published)).toBe(0);

        // Not due again before its time.
        c.fail(null);
        const readsBefore = published.account.reads(published.post);
        await pass();
        expect(published.account.reads(published.post)).toBe(readsBefore);

        server.clock.advance(5 * MINUTE);
        await pass();
        item = await itemAsBrand(server, published);
        expect(item).toMatchObject({
          status: 'measured',
          figures_problem: null,
          figures: [{ checkpoint: 'publication', source: c.network, ...shown(c, AT_PUBLICATION) }],
        });
        const [publication] = await jobsOf(server, published.itemId);
        expect(publication).toMatchObject({ attempts: 2, last_error: null });
        expect(publication?.done_at).not.toBeNull();
      } finally {
        c.fail(null);
        server.clock.reset();
      }
    });

    it('records the grant as revoked when the network refuses it (401), and says to connect again', async () => {
      const published = await publishedItem(server, c);
      try {
        c.fail(401);
        await pass();
        const item = await itemAsBrand(server, published);
        expect(item.status).toBe('published');
        expect(item.figures).toEqual([]);
        expect(item.figures_problem?.message).toBe(
          `${c.label} ya no acepta la autorización de la cuenta conectada; hay que volver a conectarla en Redes sociales para leer las cifras de la publicación. Lo intentaremos de nuevo más tarde.`,
        );
        const [credential] = await server.server.db
          .selectFrom('network_credentials')
          .select(['revoked_at', 'revoked_reason'])
          .where('user_network', '=', published.account.connection.uuid)
          .execute();
        expect(credential?.revoked_at).not.toBeNull();
        expect(await readableNetworksOf(server.server.db, published.creator.user.id)).toEqual(
          new Set(),
        );

        // The next try, the network mended, still needs a new sign-in: nothing is read with a
        // refused grant.
        c.fail(null);
        server.clock.advance(5 * MINUTE);
        const readsBefore = published.account.reads(published.post);
        await pass();
        expect(published.account.reads(published.post)).toBe(readsBefore);
        expect((await itemAsBrand(server, published)).figures_problem?.message).toBe(
          `La cuenta de ${c.label} ya no está conectada; hay que volver a conectarla en Redes sociales para leer las cifras de la publicación. Lo intentaremos de nuevo más tarde.`,
        );
        expect(await figureRowsOf(server, published.itemId)).toEqual([]);
      } finally {
        c.fail(null);
        server.clock.reset();
      }
    });

    it('tells whether a post is the connected account’s: own, not own, or unknown without a connection', async () => {
      const { creator, account, deal } = await approvedItem(server, c);
      const own = account.publish(AT_PUBLICATION);
      const foreign = account.foreignUrl();
      expect(await checkPostOwner(context, creator.user.id, postOf(c.network, own.url))).toEqual({
        kind: 'own',
      });
      expect(await checkPostOwner(context, creator.user.id, postOf(c.network, foreign))).toEqual({
        kind: 'not_own',
      });
      const stranger = await registerWithRole(server);
      expect(await checkPostOwner(context, stranger.user.id, postOf(c.network, own.url))).toEqual({
        kind: 'unknown',
      });

      // The publish route refuses someone else's post, on post_url, and schedules nothing.
      const itemId = deal.collaboration.items[0]!.id;
      const refused = await publish(server, creator.token, itemId, foreign);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(Object.keys(refused.body.fields ?? {})).toEqual(['post_url']);
      expect(await jobsOf(server, itemId)).toEqual([]);

      try {
        c.fail(500);
        await expect(
          checkPostOwner(context, creator.user.id, postOf(c.network, own.url)),
        ).rejects.toMatchObject({
          code: 'provider_unavailable',
          status: 502,
          message: `No pudimos comunicarnos con ${c.label} para comprobar que la publicación es tuya. Inténtalo más tarde.`,
        });
        c.fail(401);
        await expect(
          checkPostOwner(context, creator.user.id, postOf(c.network, own.url)),
        ).rejects.toMatchObject({
          code: 'network_reconnect_required',
          status: 409,
          message: `${c.label} ya no acepta la autorización guardada de tu cuenta. Vuelve a conectarla en Redes sociales para comprobar que la publicación es tuya.`,
        });
        // The refusal is kept: the creator has no usable connection there any more.
        c.fail(null);
        expect(await checkPostOwner(context, creator.user.id, postOf(c.network, own.url))).toEqual({
          kind: 'unknown',
        });
      } finally {
        c.fail(null);
      }
    });
  });

  it('gives up after five failed tries, keeping the reason without a next try', async () => {
    const c = CASES[0]!;
    const published = await publishedItem(server, c);
    try {
      c.fail(500);
      for (const wait of [0, 5, 30, 120, 360]) {
        server.clock.advance(wait * MINUTE);
        await pass();
      }
      const item = await itemAsBrand(server, published);
      expect(item.status).toBe('published');
      expect(item.figures_problem).toEqual({
        checkpoint: 'publication',
        message:
          'Instagram respondió con un error (500) al leer las cifras de la publicación. Dejamos de intentarlo después de varios intentos.',
        retry_at: null,
      });
      const [publication] = await jobsOf(server, published.itemId);
      expect(publication).toMatchObject({ attempts: 5 });
      expect(publication?.done_at).not.toBeNull();
      c.fail(null);
      server.clock.advance(DAY);
      const readsBefore = published.account.reads(published.post);
      await pass();
      // The publication read is over; the day's reading is the next one, and it measures the item.
      expect(published.account.reads(published.post)).toBe(readsBefore + 1);
      expect((await itemAsBrand(server, published)).status).toBe('measured');
    } finally {
      c.fail(null);
      server.clock.reset();
    }
  });

  it('drops the jobs of an item that will never be measured', async () => {
    const published = await publishedItem(server, CASES[0]!);
    // No move leads there from `published`; the job must not read for such an item regardless.
    await server.server.db
      .updateTable('collaboration_items')
      .set({ status: 'cancelled' })
      .where('id', '=', published.itemId)
      .execute();
    await pass();
    expect((await jobsOf(server, published.itemId)).map((job) => job.checkpoint)).toEqual([
      'day',
      'week',
    ]);
    expect(published.account.reads(published.post)).toBe(published.readsAtPublish);
    expect(await figureRowsOf(server, published.itemId)).toEqual([]);
  });
});

describePostgres('Figures jobs shared by two API processes (issue 31)', (engine) => {
  let first: TestServer;
  let second: TestServer;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await engine.migratedDatabase();
    dispose = database.dispose;
    first = await startTestServer(engine, { ...serverOptions(), ...database.options });
    second = await startTestServer(engine, { ...serverOptions(), ...database.options });
    await Promise.all([first.server.figureJobs.stop(), second.server.figureJobs.stop()]);
  });
  afterAll(async () => {
    graph.setFigureLatency(0);
    await first?.close();
    await second?.close();
    await dispose?.();
  });

  it('reads each job once when both run their passes at the same time', async () => {
    const c = CASES[0]!;
    const items = 8;
    const { creator, account, deal } = await approvedItem(first, c, items);
    const posts: PostHandle[] = [];
    for (const item of deal.collaboration.items) {
      const post = account.publish(AT_PUBLICATION);
      posts.push(post);
      const answer = await publish(first, creator.token, item.id, post.url);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // Slow insights keep both passes busy at once.
    graph.setFigureLatency(100);
    const settled = await Promise.all([
      runDueFigureJobs(figuresContext(first)),
      runDueFigureJobs(figuresContext(second)),
    ]);
    expect(settled[0] + settled[1]).toBe(items);
    expect(settled[0]).toBeGreaterThan(0);
    expect(settled[1]).toBeGreaterThan(0);
    expect(posts.map((post) => account.reads(post))).toEqual(posts.map(() => 1));
    const rows = await first.server.db
      .selectFrom('collaboration_figures')
      .select(['item_id', 'checkpoint'])
      .where(
        'item_id',
        'in',
        deal.collaboration.items.map((item) => item.id),
      )
      .execute();
    expect(rows).toHaveLength(items);
    expect(new Set(rows.map((row) => row.item_id)).size).toBe(items);
    const collaboration = await readCollaboration(second, creator.token, deal.collaboration.id);
    expect(collaboration.body.response.items.map((item) => item.status)).toEqual(
      deal.collaboration.items.map(() => 'measured'),
    );
    expect(collaboration.body.response.status).toBe('completed');
  });
});
