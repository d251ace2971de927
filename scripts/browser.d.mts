export declare const CHROME_ARGS: string[];
export declare function findChrome(options?: { full?: boolean }): string | undefined;
export declare function requireChrome(options?: { full?: boolean }): string;
export declare function installPlan(machine: { apt: boolean; playwrightReachable: boolean }): string[][];
export declare function missingFonts(installed: string): { family: string; pkg: string }[];
export declare function findFirefox(): string | undefined;
export declare function findWebKit(): { minibrowser: string; driver: string; xvfb: string } | undefined;
export declare function enginesHere(): ('chromium' | 'firefox' | 'webkit')[];
