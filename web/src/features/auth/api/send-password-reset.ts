import { sendPasswordResetEmail } from 'firebase/auth';
import { getAppAuth } from '@/lib/firebase/auth';
import { isResetSentAnyway } from '../errors';

/** Sends Firebase Auth's reset e-mail; resolves the same whether or not the address has an account. */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(getAppAuth(), email.trim());
  } catch (error) {
    if (isResetSentAnyway(error)) return;
    throw error;
  }
}
