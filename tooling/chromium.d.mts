/** Types of chromium.mjs. */
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
export declare function checkChromium(purpose?: string): string | null;
