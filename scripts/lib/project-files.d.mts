/** Types of project-files.mjs (tests/e2e/global-setup.ts uses it too). */
export declare const ROOT: string;
export declare const LOG_DIR: string;
export declare const FIREBASE_BIN: string;
export declare const VITE_BIN: string;
export declare const VITEST_BIN: string;
export declare const WEB_DIR: string;
export declare const WEB_HOST: string;
export declare const WEB_DEV_PORT: number;
export declare const WEB_PREVIEW_PORT: number;
export declare function logFile(name: string): string;
export declare function relative(file: string): string;
export declare function tail(file: string, lines?: number): string;
