/**
 * The member-file endpoint (docs/decisions/0005-file-endpoint-instead-of-storage-links.md):
 * GET /files/<folder>/<id>/<file> on the portal's own origin (a Hosting rewrite), with
 * `Authorization: Bearer <Firebase ID token>`. Members never read these objects from Storage
 * (storage.rules: staff only), so there is no download-token URL to forward: every request here
 * proves who is asking.
 *
 * Refused: no or a bad token, or no valid App Check token (401, shared/appCheck.ts); a token without membership, or from a sign-in before the
 * account's last removal (403: the same cut-off as the rules); an address that is no member file,
 * or whose record does not name it or is not published yet for a member (404). Staff preview files
 * of records not published yet only from a sign-in with the second factor, as the rules require for
 * staff; with a password alone they get a member's answers, and a 403 that says why where only
 * staff could open the file. Served: the bytes, as a PDF or as an opaque download
 * (memberFiles.ts), never cached.
 */
import type { Request } from 'firebase-functions/v2/https';
import { onRequest } from 'firebase-functions/v2/https';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { AccessCutoffDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { PUBLISH_FIELD } from '@common/content';
import { publishState } from '@common/publishing';
import { isAdminRole, isMemberRole, ROLE_CLAIM } from '@common/roles';
import { auth, db } from '../admin';
import { appCheckPasses } from '../shared/appCheck';
import { signedInWithSecondFactor } from '../roles/requireAdmin';
import { cutoffRef, signedInBeforeCutoff } from '../roles/revocation';
import { memberFileHeaders, memberFileTarget, type MemberFileTarget } from './memberFiles';

type Refusal = { status: 401 | 403 | 404; text: string };

const REFUSED = {
  unauthenticated: { status: 401, text: 'Sign in to open this file.' },
  forbidden: { status: 403, text: 'This file is for members of the practice.' },
  notFound: { status: 404, text: 'This file does not exist.' },
  unverifiedApp: { status: 401, text: 'Open this file from the portal.' },
  secondFactor: { status: 403, text: MESSAGES.secondFactorRequired },
} as const satisfies Record<string, Refusal>;

/** The caller's token, checked against revocation; null when missing or not valid. */
async function verifiedToken(req: Request): Promise<DecodedIdToken | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match) return null;
  try {
    return await auth.verifyIdToken(match[1]!, true);
  } catch {
    return null;
  }
}

/** null when the caller may have `target`, else why not. */
async function refusal(req: Request, target: MemberFileTarget | null): Promise<Refusal | null> {
  const token = await verifiedToken(req);
  if (!token) return REFUSED.unauthenticated;
  if (!isMemberRole(token[ROLE_CLAIM])) return REFUSED.forbidden;
  const cutoff = (await cutoffRef(db, token.uid).get()).data() as Partial<AccessCutoffDoc> | undefined;
  if (signedInBeforeCutoff(token.auth_time, cutoff)) return REFUSED.forbidden;
  if (!(await appCheckPasses(req))) return REFUSED.unverifiedApp;
  if (!target) return REFUSED.notFound;
  const record = await db.collection(target.collection).doc(target.recordId).get();
  // The record must name this very object (a replaced or deleted upload is gone), and be published
  // by now for a member: a draft's or a scheduled record's file is not there yet.
  // Staff may open it (their preview).
  if (!record.exists || record.get(target.pathField) !== target.path) return REFUSED.notFound;
  const publishedAt: unknown = record.get(PUBLISH_FIELD);
  if (publishState(publishedAt instanceof Timestamp ? publishedAt.toDate() : null) === 'published') return null;
  if (!isAdminRole(token[ROLE_CLAIM])) return REFUSED.notFound;
  return signedInWithSecondFactor(token) ? null : REFUSED.secondFactor;
}

export const serveMemberFile = onRequest(async (req, res) => {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed.');
    return;
  }
  const target = memberFileTarget(req.path);
  const refused = await refusal(req, target);
  if (refused || !target) {
    const { status, text } = refused ?? REFUSED.notFound;
    res.status(status).type('text/plain').send(text);
    return;
  }
  const file = getStorage().bucket().file(target.path);
  const [exists] = await file.exists();
  if (!exists) {
    res.status(404).type('text/plain').send(REFUSED.notFound.text);
    return;
  }
  const [metadata] = await file.getMetadata();
  res.set(memberFileHeaders(metadata.contentType, target.fileName));
  if (metadata.size !== undefined) res.set('Content-Length', String(metadata.size));
  if (req.method === 'HEAD') {
    res.status(200).end();
    return;
  }
  file
    .createReadStream()
    .on('error', (error) => {
      console.error('Could not stream a member file', target.path, error);
      if (!res.headersSent) res.status(500).type('text/plain').send('Could not read the file.');
      else res.destroy(error);
    })
    .pipe(res);
});
