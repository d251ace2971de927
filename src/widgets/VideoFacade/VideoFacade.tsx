import { type ComponentProps, useEffect, useRef, useState } from 'react';

import type { TestimonialVideo } from '@content/types';
import { VIDEO_EMBED_ORIGIN, videoPageUrl } from '@content/video.mjs';
import { Disc } from '@/ui/Disc/Disc';
import { Icon } from '@/ui/Icon/Icon';
import { isPlainClick } from '@/ui/isPlainClick';
import { fill } from '@content/fill';
import { cx } from '@/ui/cx';

import styles from './VideoFacade.module.css';

// The poster's intrinsic size (9:16), so the browser reserves the box before the image arrives.
const POSTER_WIDTH = 360;
const POSTER_HEIGHT = 640;

export interface VideoFacadeProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The video: id on the video service, player title, caption, customer name and local poster. */
  video: TestimonialVideo;
  /** Accessible name of the play button. Template: `{name}` (the customer). */
  playLabel: string;
}

/** The player's address: autoplay (the visitor just asked for it), inline on iOS, related videos from the same channel only. */
function embedUrl(videoId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&playsinline=1&rel=0`;
}

/**
 * A click-to-load video (spec §7): a local poster and a play link stand in for the player, so
 * nothing is requested from the video service until the visitor asks for it. On click the player
 * replaces the poster and takes focus, so keyboard and screen-reader users land in it.
 * The play control is a link to the video's page, not a button: before the app has started (a slow
 * phone's first seconds) a tap still plays the video, there, in the same tab, as any plain link;
 * the app turns a plain click into the inline player, and leaves modifier clicks to the browser.
 */
export function VideoFacade({ video, playLabel, className, ...rest }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that had focus is gone: hand focus to what replaced it instead of dropping it on <body>.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <figure className={cx(styles.Root, className)} data-slot="video-facade" data-playing={playing || undefined} {...rest}>
      <div className={styles.Frame}>
        {playing ? (
          <iframe
            ref={frameRef}
            className={styles.Player}
            src={embedUrl(video.videoId)}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            href={videoPageUrl(video.videoId)}
            className={styles.Poster}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              setPlaying(true);
            }}
          >
            {/* alt="" because the link's text names the video; the image is only its picture. */}
            <img
              className={styles.Image}
              src={video.poster}
              width={POSTER_WIDTH}
              height={POSTER_HEIGHT}
              loading="lazy"
              decoding="async"
              alt=""
            />
            <Disc className={styles.PlayMark}>
              <Icon name="play" size="lg" fill="currentColor" />
            </Disc>
            <span className="visually-hidden">{fill(playLabel, { name: video.customer })}</span>
          </a>
        )}
      </div>
      <figcaption className={styles.Caption}>
        <span className={styles.Customer}>{video.customer}</span>
        <span className={styles.Text}>{video.caption}</span>
      </figcaption>
    </figure>
  );
}
