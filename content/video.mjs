// Plain JavaScript, so the Node server can read it as it is: the player's host is written once,
// for the embeds (src/widgets/VideoFacade) and for the headers that allow them (server/headers.mjs).

/** The privacy-enhanced embed host: no tracking cookies until the visitor plays a video. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The video's own page: what the facade links to before the app has started (or with a modifier
 * click), so a tap is never lost. On a phone it opens the video app.
 * @param {string} videoId
 */
export const videoPageUrl = (videoId) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
