export declare const CHROME_ARGS: string[];
export declare function findChrome(): string | undefined;
export declare function requireChrome(): string;
