/** Types of emulator-config.mjs (read by the TypeScript of the tests, the bench and the seed). */
export declare const ROOT: string;
export declare const EMULATORS: readonly ['auth', 'firestore', 'functions', 'storage'];
export type EmulatorName = 'auth' | 'firestore' | 'functions' | 'storage' | 'hosting' | 'hub' | 'logging' | 'eventarc' | 'tasks' | 'firestore-websocket';
export interface Endpoint {
  name: EmulatorName;
  label: string;
  host: string;
  port: number;
}
export declare function projectId(): string;
export declare function emulatorEndpoints(): Endpoint[];
export declare function endpoint(name: EmulatorName): Endpoint;
export declare function emulatorAddress(name: EmulatorName): string;
export declare function emulatorClientEnv(): Record<
  | 'GCLOUD_PROJECT'
  | 'FIRESTORE_EMULATOR_HOST'
  | 'FIREBASE_AUTH_EMULATOR_HOST'
  | 'FIREBASE_STORAGE_EMULATOR_HOST'
  | 'STORAGE_EMULATOR_HOST'
  | 'FIREBASE_EMULATOR_HUB'
  | 'FUNCTIONS_EMULATOR_HOST',
  string
>;
export declare function useEmulatorEnv(): void;
