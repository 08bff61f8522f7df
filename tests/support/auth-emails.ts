/** The e-mails the Auth emulator "sends": waiting for a password-reset or verification link. */
import { listOobCodes, type OobCode } from '../../tooling/emulator-clients';

const KIND_NAMES = { PASSWORD_RESET: 'password reset', VERIFY_EMAIL: 'verification', VERIFY_AND_CHANGE_EMAIL: 'e-mail change' } as const;

/** The newest code of `requestType` sent to `email`, waiting up to `timeoutMs` for it to arrive. */
async function newestCode(requestType: keyof typeof KIND_NAMES, email: string, timeoutMs: number): Promise<OobCode> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const codes = (await listOobCodes()).filter(
      (c) =>
        c.requestType === requestType &&
        [c.email, (c as OobCode & { newEmail?: string }).newEmail].some((address) => address?.toLowerCase() === email.toLowerCase()),
    );
    if (codes.length) return codes[codes.length - 1];
    if (Date.now() > until) throw new Error(`No ${KIND_NAMES[requestType]} e-mail for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function passwordResetCode(email: string, timeoutMs = 10_000): Promise<OobCode> {
  return newestCode('PASSWORD_RESET', email, timeoutMs);
}

/** The verification link registration sent (opening its oobLink verifies the address). */
export function verificationCode(email: string, timeoutMs = 10_000): Promise<OobCode> {
  return newestCode('VERIFY_EMAIL', email, timeoutMs);
}

/** The confirmation link My Account's e-mail change sent to the new address (opening it changes the address). */
export function emailChangeCode(newEmail: string, timeoutMs = 10_000): Promise<OobCode> {
  return newestCode('VERIFY_AND_CHANGE_EMAIL', newEmail, timeoutMs);
}
