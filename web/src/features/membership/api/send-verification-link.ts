import { sendEmailVerification } from 'firebase/auth';
import { currentUser } from '@/lib/firebase/auth';

/** Sends Firebase's e-mail verification link to the signed-in account; answers the address it went to. */
export async function sendVerificationLink(): Promise<string | null> {
  const user = currentUser();
  if (!user) return null;
  await sendEmailVerification(user);
  return user.email;
}
