type Counts = { passed: number; failed: number };
export declare function vitestCounts(file: string, filter?: (path: string) => boolean): Counts | undefined;
export declare function playwrightCounts(file: string, filter?: (project: string) => boolean): Counts | undefined;
export declare function playwrightFailures(file: string): string[];
export declare function vitestFailures(file: string): string[];
