export declare const CHROME_ARGS: string[];
export declare function findChrome(): string | undefined;
export declare function requireChrome(): string;
export declare function ensureChrome(): Promise<string>;
export declare function installPlan(machine: {
  platform: string;
  root: boolean;
  debian: boolean;
  playwrightReachable: boolean;
}): { say: string; cmd: string[] }[];
export declare const BASELINE_FONTS: { family: string; pkg: string }[];
export declare function missingFonts(installed: string): { family: string; pkg: string }[];
export declare function ensureFonts(): Promise<void>;
export declare function findFirefox(): string | undefined;
export declare function ensureFirefox(): Promise<string | undefined>;
export declare function findWebKit(): { minibrowser: string; driver: string; xvfb: string } | undefined;
export declare function ensureWebKit(): Promise<{ minibrowser: string; driver: string; xvfb: string } | undefined>;
export declare function enginesHere(): ('chromium' | 'firefox' | 'webkit')[];
