export declare const VIDEO_EMBED_ORIGIN: `https://${string}`;
export declare function videoPageUrl(videoId: string): string;
