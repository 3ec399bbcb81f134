/** "1 min 05 s", or "42 s" under a minute. */
export function durationText(seconds: number): string;
