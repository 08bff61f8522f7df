/**
 * The second factor with Firebase Auth: an SMS code to finish a sign-in or a re-authentication
 * (a multi-factor resolver), enrolling a phone, and the account's enrolled factors. Loaded only once
 * Firebase has asked for a second factor, or on the screens that enroll or list one.
 */
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
  type UserCredential,
} from 'firebase/auth';
import { getAppAuth } from '@/lib/firebase/auth';
import { signedInUser } from './reauthenticate';

/**
 * Runs `send` with an invisible reCAPTCHA, which Firebase Auth requires for every SMS. On the
 * emulators (connectAuthEmulator sets appVerificationDisabledForTesting) the verifier answers with
 * the SDK's own mock and no Google script loads. A fresh verifier and container each time: a
 * verifier is spent once its token is used.
 */
async function withAppVerifier<T>(send: (verifier: RecaptchaVerifier) => Promise<T>): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  const verifier = new RecaptchaVerifier(getAppAuth(), container, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

/** The code step of a sign-in or re-authentication that Firebase refused for a missing second factor. */
export interface CodeChallenge {
  /** The phone the code goes to, as Firebase shows it (masked for a sign-in). */
  phoneHint: string;
  /** Sends a code (again); resolves once it is sent. */
  send: () => Promise<void>;
  /** Finishes the sign-in or re-authentication with the code of the last SMS. */
  confirm: (code: string) => Promise<UserCredential>;
}

/** The first phone factor the resolver offers (the portal enrolls phones only). */
function phoneHint(resolver: MultiFactorResolver): PhoneMultiFactorInfo {
  const hint = resolver.hints.find((factor) => factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) throw new Error('The account has no phone second factor');
  return hint as PhoneMultiFactorInfo;
}

/** A code step for `error`, an auth/multi-factor-auth-required from a sign-in or re-authentication. */
export function codeChallenge(error: unknown): CodeChallenge {
  const resolver = getMultiFactorResolver(getAppAuth(), error as MultiFactorError);
  const hint = phoneHint(resolver);
  let verificationId: string | null = null;
  return {
    phoneHint: hint.phoneNumber,
    async send() {
      verificationId = await withAppVerifier((verifier) =>
        new PhoneAuthProvider(getAppAuth()).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, verifier),
      );
    },
    confirm(code) {
      if (!verificationId) throw new Error('No code was sent yet');
      return resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)));
    },
  };
}

/** Reads the account again; resolves whether its e-mail address is verified now (with a fresh token if so). */
export async function emailVerifiedNow(): Promise<boolean> {
  const user = signedInUser();
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

/** Enrolling a phone on the signed-in account: send a code to it, then confirm with that code. */
export interface Enrollment {
  confirm: (code: string) => Promise<void>;
}

/**
 * Sends the enrollment code to `phoneNumber` (E.164). Firebase refuses an unverified e-mail
 * (auth/unverified-email) and an old sign-in (auth/requires-recent-login).
 */
export async function startEnrollment(phoneNumber: string): Promise<Enrollment> {
  const user = signedInUser();
  const session = await multiFactor(user).getSession();
  const verificationId = await withAppVerifier((verifier) => new PhoneAuthProvider(getAppAuth()).verifyPhoneNumber({ phoneNumber, session }, verifier));
  return {
    async confirm(code) {
      // Firebase answers with a new token that carries the second factor; the session follows its token event.
      await multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)), 'Phone');
    },
  };
}

export interface EnrolledFactor {
  uid: string;
  /** The phone, as Firebase keeps it for the account. */
  phoneNumber: string | null;
  displayName: string | null;
  enrolledAt: string;
}

function describeFactor(factor: MultiFactorInfo): EnrolledFactor {
  const phone = factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID ? (factor as PhoneMultiFactorInfo).phoneNumber : null;
  return { uid: factor.uid, phoneNumber: phone, displayName: factor.displayName ?? null, enrolledAt: factor.enrollmentTime };
}

/** The signed-in account's enrolled second factors, read again from Firebase Auth. */
export async function enrolledFactors(): Promise<EnrolledFactor[]> {
  const user = signedInUser();
  await user.reload();
  return multiFactor(user).enrolledFactors.map(describeFactor);
}

/** Removes one enrolled factor (Firebase asks for a recent sign-in: auth/requires-recent-login). */
export async function removeFactor(uid: string): Promise<void> {
  await multiFactor(signedInUser()).unenroll(uid);
}
