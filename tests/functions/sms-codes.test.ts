/**
 * The SMS-code watcher of `npm start` (scripts/lib/sms-codes.mjs) against the real Auth emulator:
 * a second-factor sign-in's code is reported once, with its phone number, while it waits to be
 * typed; a code sent before the watch began is not.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { watchSmsCodes } from '../../scripts/lib/sms-codes.mjs';
import { createUser, HOSTS, listVerificationCodes, PROJECT_ID, sendSignInCode } from '../../tooling/emulator-clients';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

startEachTestOnEmptyEmulators();

let watcher: { ready: Promise<void>; stop(): void } | undefined;
afterEach(() => watcher?.stop());

it('reports each code sent after it started, once, with its phone number', async () => {
  const earlier = await createUser({ role: 'admin' });
  await sendSignInCode(earlier);
  const staff = await createUser({ role: 'admin' });
  const seen: { phoneNumber: string; code: string }[] = [];
  watcher = watchSmsCodes({ authHost: HOSTS.auth, projectId: PROJECT_ID, intervalMs: 50, onCode: (sent) => seen.push(sent) });
  await watcher.ready;

  const { sessionInfo } = await sendSignInCode(staff);
  const sent = (await listVerificationCodes()).find((entry) => entry.sessionInfo === sessionInfo)!;
  await vi.waitFor(() => expect(seen).toEqual([{ phoneNumber: staff.phoneNumber, code: sent.code }]));
  // Later polls report it no more, and never the earlier code.
  const polls = seen.length;
  await sendSignInCode(staff);
  await vi.waitFor(() => expect(seen.length).toBe(polls + 1));
  expect(seen.map((entry) => entry.phoneNumber)).not.toContain(earlier.phoneNumber);
  expect(seen.filter((entry) => entry.code === sent.code)).toHaveLength(1);
});
