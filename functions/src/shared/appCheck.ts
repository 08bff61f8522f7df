/**
 * App Check enforcement, switched by one parameter that is on unless a project's
 * .env says otherwise. The callables get it through CALLABLE_OPTIONS (the SDK refuses a call with
 * a missing or invalid token before the handler runs: 401 "unauthenticated"); the member-file
 * endpoint, a plain HTTPS function, checks it itself with appCheckPasses.
 *
 * The Functions emulator sets the SDK's `skipTokenVerification` debug feature: there, tokens are
 * decoded, never verified (Google's keys are out of reach), and so it is here. That switch is
 * honoured on the emulator only (emulatorOnly.ts): anywhere else a token is verified with the Admin
 * SDK, whatever the environment says. A token must be present and JWT-shaped in both cases, which is
 * what the emulator tests prove.
 */
import { getAppCheck } from 'firebase-admin/app-check';
import { defineBoolean } from 'firebase-functions/params';
import type { Request } from 'firebase-functions/v2/https';
import { APP_CHECK_HEADER } from '@common/app-check';
import { emulatorDebugFeature } from './emulatorOnly';

export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse callables and member files without a valid App Check token (turn off only while registering the app).',
});

/** Whether App Check tokens are decoded without verification: on the Functions emulator only. */
export function tokenVerificationSkipped(env: Record<string, string | undefined> = process.env): boolean {
  return emulatorDebugFeature('skipTokenVerification', env);
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** Whether a plain HTTPS request may go on: enforcement off, or a valid App Check token. */
export async function appCheckPasses(req: Request): Promise<boolean> {
  if (!ENFORCE_APP_CHECK.value()) return true;
  const token = req.get(APP_CHECK_HEADER);
  if (!token || !JWT_SHAPE.test(token)) return false;
  if (tokenVerificationSkipped()) return true;
  try {
    await getAppCheck().verifyToken(token);
    return true;
  } catch {
    return false;
  }
}
