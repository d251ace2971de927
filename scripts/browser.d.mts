export declare const CHROME_ARGS: string[];
export declare function findChrome(): string | undefined;
export declare function requireChrome(): string;
export declare function ensureChrome(): Promise<string>;
export declare function installPlan(machine: { platform: string; root: boolean; debian: boolean; playwrightReachable: boolean }): { say: string; cmd: string[] }[];
