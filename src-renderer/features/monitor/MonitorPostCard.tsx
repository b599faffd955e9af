import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonitorPost } from '../../../src-shared/domain/monitor';
import { formatShortDate } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { CaptionText } from './CaptionText';
import { creatorInitials, accountHandle, postPicture } from './post-text';

/** One creator's post that mentions a tracked keyword: who (once), the account, the post. */
export function MonitorPostCard({ post }: { post: MonitorPost }) {
  const { t } = useTranslation();
  const { creator } = post;
  const picture = postPicture(post);
  const handle = accountHandle(post);
  return (
    <article className="monitor-post" aria-labelledby={`monitor-post-${post.id}`}>
      <header className="monitor-post__head">
        <Avatar
          src={creator.profile_image}
          initials={creatorInitials(creator)}
          label={t('monitor.post.photo', { name: creator.name })}
        />
        <div className="monitor-post__who">
          <h3 id={`monitor-post-${post.id}`} className="monitor-post__name">
            <Link to="/creators/$id" params={{ id: creator.id }}>
              {creator.name}
            </Link>
          </h3>
          <p className="monitor-post__account">
            {handle
              ? t('monitor.post.account', {
                  network: t(`networks.${post.network}`),
                  username: handle,
                })
              : t(`networks.${post.network}`)}
          </p>
        </div>
        <time className="monitor-post__date" dateTime={post.timestamp}>
          {formatShortDate(post.timestamp)}
        </time>
      </header>
      <div className="monitor-post__body">
        {picture && (
          <PostPicture src={picture} alt={t('monitor.post.picture', { name: creator.name })} />
        )}
        <CaptionText caption={post.caption} matched={post.matched} />
      </div>
      <footer className="monitor-post__foot">
        <p className="monitor-post__stats">
          {post.like_count !== null && (
            <span>{t('monitor.post.likes', { count: post.like_count })}</span>
          )}
          {post.comments_count !== null && (
            <span>{t('monitor.post.comments', { count: post.comments_count })}</span>
          )}
        </p>
        {/* Web links open in the system browser: main denies new windows and hands them on. */}
        <a className="monitor-post__link" href={post.permalink} target="_blank" rel="noreferrer">
          {t('monitor.post.open')}
        </a>
      </footer>
    </article>
  );
}

/** The network's picture URLs expire: a broken one is dropped rather than shown broken. */
function PostPicture({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="monitor-post__picture"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
