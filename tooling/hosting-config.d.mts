/** Types of hosting-config.mjs. */
export declare const EMULATOR_FIREBASE_CONFIG: string;
export declare const E2E_BUILD_DIR: string;
export declare function emulatorOrigins(): string[];
export declare function productionPolicy(config?: unknown): string;
export declare function withEmulatorOrigins(policy: string): string;
export declare function writeEmulatorFirebaseConfig(publicDir: string): string;
