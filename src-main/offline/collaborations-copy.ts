import type { Collaboration } from '../../src-shared/domain/finder';
import type { Proposal } from '../../src-shared/domain/proposal';
import { detectImageKind } from '../../src-shared/rules/image-file';
import type { ImageDownload } from './image-download';

/**
 * A creator's finished deals as the creator page shows them (src-server/proposals/collaborations.ts),
 * read from their own accepted proposals: the accepting round's time, each network once in the
 * order the deliverables name them, newest first.
 */
export function collaborationsFrom(proposals: readonly Proposal[]): Collaboration[] {
  return proposals
    .filter((proposal) => proposal.status === 'accepted')
    .map((proposal) => ({
      id: proposal.id,
      brand: { ...proposal.brand },
      networks: [...new Set(proposal.deliverables.map((item) => item.network))],
      accepted_at:
        proposal.rounds.find((round) => round.action === 'accepted')?.created_at ??
        proposal.updated_at,
    }))
    .sort((a, b) => (a.accepted_at < b.accepted_at ? 1 : a.accepted_at > b.accepted_at ? -1 : 0));
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * The brand logos as `data:` URLs, so a kit printed from the offline copy (or in an offscreen
 * window that loads nothing) still shows them. Each brand's logo is fetched once; one that cannot
 * be had prints without a logo rather than failing the sync.
 */
export async function withEmbeddedLogos(
  collaborations: readonly Collaboration[],
  download: ImageDownload,
): Promise<Collaboration[]> {
  const logos = new Map<string, Promise<string | null>>();
  const embedded = (url: string) => {
    let logo = logos.get(url);
    if (!logo) {
      logo = download(url).then(
        (bytes) => {
          const kind = bytes ? detectImageKind(bytes) : null;
          return bytes && kind
            ? `data:${MIME[kind]};base64,${Buffer.from(bytes).toString('base64')}`
            : null;
        },
        () => null,
      );
      logos.set(url, logo);
    }
    return logo;
  };
  return Promise.all(
    collaborations.map(async (collaboration) => {
      const logo = collaboration.brand.logo;
      if (!logo || logo.startsWith('data:')) return collaboration;
      return { ...collaboration, brand: { ...collaboration.brand, logo: await embedded(logo) } };
    }),
  );
}
