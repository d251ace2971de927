export declare const VIDEO_EMBED_ORIGIN: `https://${string}`;
