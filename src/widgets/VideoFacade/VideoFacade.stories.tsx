import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { testimonialsSection, testimonialVideos } from '@content/testimonials';
import type { TestimonialVideo } from '@content/types';
import { VIDEO_EMBED_ORIGIN, videoPageUrl } from '@content/video.mjs';

import { VideoFacade } from './VideoFacade';

const video = testimonialVideos[0] as TestimonialVideo;
const playName = 'Assistir ao vídeo de Camila';

// When this story began: resource entries from earlier stories in the same page are not its business.
let storyStart = 0;

const meta = {
  title: 'Widgets/VideoFacade',
  component: VideoFacade,
  args: { video, playLabel: testimonialsSection.videoPlayLabel },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    storyStart = performance.now();
  },
} satisfies Meta<typeof VideoFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

// The embed host from content, plus the hosts a YouTube player fetches its thumbnails and media from.
const VIDEO_HOSTS = [new URL(VIDEO_EMBED_ORIGIN).hostname, 'youtube', 'ytimg', 'googlevideo'];
const fromVideoService = (url: string) => VIDEO_HOSTS.some((host) => url.includes(host));
const requestsToVideoService = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.startTime >= storyStart && fromVideoService(entry.name));

/** Poster and play link only: the video service has not been contacted. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a named play link over a local, lazy poster', async () => {
      const link = canvas.getByRole('link', { name: playName });
      await expect(link).toBeVisible();
      // Before the app has started, the tap goes to the video's own page instead of being lost.
      await expect(link).toHaveAttribute('href', videoPageUrl(video.videoId));
      const poster = link.querySelector('img');
      await expect(poster).toHaveAttribute('src', '/images/video-1.svg');
      await expect(poster).toHaveAttribute('alt', '');
      await expect(poster).toHaveAttribute('loading', 'lazy');
      await expect(poster).toHaveAttribute('decoding', 'async');
      await expect(poster).toHaveAttribute('width', '360');
      await expect(poster).toHaveAttribute('height', '640');
      await waitFor(() => expect((poster as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    });
    await step('the caption names the customer', async () => {
      const figure = canvas.getByRole('figure');
      await expect(figure).toHaveTextContent(video.customer);
      await expect(figure).toHaveTextContent(video.caption);
    });
    await step('nothing points at, or was fetched from, the video service', async () => {
      await expect(canvasElement.querySelector('iframe')).toBeNull();
      await expect(
        [...document.querySelectorAll('[src]')].filter((element) => fromVideoService(element.getAttribute('src') ?? '')),
      ).toHaveLength(0);
      await expect(requestsToVideoService()).toHaveLength(0);
    });
  },
};

/**
 * A click swaps the poster for the privacy-enhanced player, which autoplays and takes focus.
 * The frame points at the real embed address: offline it shows the browser's error page inside the frame,
 * which is no error of this page, so the story needs no fake origin (checked stable over repeated runs).
 */
export const PlaysOnClick: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('click the play link', async () => {
      await userEvent.click(canvas.getByRole('link', { name: playName }));
    });
    await step('the player replaces the link, titled and on the nocookie host with autoplay', async () => {
      const player = canvasElement.querySelector('iframe');
      await expect(player).not.toBeNull();
      await expect(player).toHaveAttribute('title', video.title);
      await expect(player).toHaveAttribute('src', `${VIDEO_EMBED_ORIGIN}/embed/${video.videoId}?autoplay=1&playsinline=1&rel=0`);
      await expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
      await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      await expect(player).toHaveAttribute('allowfullscreen');
      await expect(canvas.queryByRole('link', { name: playName })).toBeNull();
    });
    await step('focus moves into the player, not back to the page', async () => {
      await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveFocus());
    });
    await step('the caption stays', async () => {
      await expect(canvas.getByRole('figure')).toHaveTextContent(video.caption);
    });
  },
};
