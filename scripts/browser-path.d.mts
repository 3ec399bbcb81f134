export declare const DEBIAN_CHROMIUM: string;
export declare function browserPath(env?: Record<string, string | undefined>): string;
