/** The hooks of a functions suite: every test starts on empty emulators; clients close after each. */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { clearAll, closeAll, closeClients } from '../../tooling/emulator-clients';

export function startEachTestOnEmptyEmulators(): void {
  beforeEach(clearAll);
  afterEach(closeClients);
  afterAll(closeAll);
}
