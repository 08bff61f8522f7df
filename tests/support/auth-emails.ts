/** The e-mails the Auth emulator "sends": waiting for a password-reset link. */
import { listOobCodes, type OobCode } from '../../tooling/emulator-clients';

/** The newest password-reset code sent to `email`, waiting up to `timeoutMs` for it to arrive. */
export async function passwordResetCode(email: string, timeoutMs = 10_000): Promise<OobCode> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const codes = (await listOobCodes()).filter(
      (c) => c.requestType === 'PASSWORD_RESET' && c.email.toLowerCase() === email.toLowerCase(),
    );
    if (codes.length) return codes[codes.length - 1];
    if (Date.now() > until) throw new Error(`No password reset e-mail for ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
