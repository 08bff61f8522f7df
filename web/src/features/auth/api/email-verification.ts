import { sendEmailVerification, type User } from 'firebase/auth';
import { getAppAuth } from '@/lib/firebase/auth';

/** Firebase's verification e-mail to the signed-in account. */
export async function sendVerificationEmail(user: User | null = getAppAuth().currentUser): Promise<void> {
  if (!user) throw new Error('No account is signed in');
  await sendEmailVerification(user);
}
