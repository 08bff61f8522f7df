/** The rules test environment every Firestore rules suite starts the same way. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

export const FIRESTORE_RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/**
 * Starts an environment on firestore.rules for the calling file (its own project id, so suites do
 * not see each other's data), empties it before each test and cleans up after the file.
 */
export function useFirestoreRules(projectId: string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  setLogLevel('silent'); // every refused cell would otherwise log a PERMISSION_DENIED warning
  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId, firestore: { rules: FIRESTORE_RULES } });
  });
  afterAll(() => env?.cleanup());
  beforeEach(() => env!.clearFirestore());
  return () => env!;
}
