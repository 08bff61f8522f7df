/**
 * "Continue reading": reading_progress/{uid}, the last article or resource the member
 * left unfinished, kept in their own data (not the device). The dashboard reads it in one get; the
 * rules refuse that read when the record is no longer published under its slug, which counts as
 * nothing to continue. It is a query of the query client (keys in ./query-keys.ts): what this tab
 * last read or wrote is its answer for the session (a second dashboard view reads nothing), and
 * sign-out drops it with the rest.
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import { isReadingKind, type ReadingProgressDoc } from '@common/documents';
import { queryOptions } from '@tanstack/react-query';
import { getDb, isPermissionDenied } from '@/lib/firebase/firestore';
import { queryClient } from '@/lib/query-client';
import { libraryKeys } from './query-keys';

export type ReadingProgress = Omit<ReadingProgressDoc, 'updated_at'>;

const progressRef = (uid: string) => doc(getDb(), COLLECTIONS.readingProgress, uid);

/** What this tab knows of the member's progress without reading: undefined when it must read. */
function knownProgress(uid: string): ReadingProgress | null | undefined {
  return queryClient.getQueryData<ReadingProgress | null>(libraryKeys.progress(uid));
}

/**
 * The member's unfinished page, or null: none, or its record unpublished, deleted or renamed since
 * (a refused read, which is no refusal of the member's access), or a failed read (the dashboard then
 * shows nothing rather than an error). It never fails, so the query client neither logs nor reports it.
 */
async function readProgress(uid: string): Promise<ReadingProgress | null> {
  let progress: ReadingProgress | null = null;
  try {
    const snap = await getDoc(progressRef(uid));
    const data = snap.data() as Partial<ReadingProgressDoc> | undefined;
    if (data && isReadingKind(data.kind) && typeof data.slug === 'string' && typeof data.title === 'string') {
      progress = { kind: data.kind, id: String(data.id), slug: data.slug, title: data.title, position: Number(data.position) || 0 };
    }
  } catch (error) {
    if (!isPermissionDenied(error)) console.warn('Could not read where you stopped reading', error);
  }
  return progress;
}

/** The member's unfinished page (the dashboard's Continue reading). */
export const progressQuery = (uid: string) => queryOptions({ queryKey: libraryKeys.progress(uid), queryFn: () => readProgress(uid) });

/** Keeps where the member stopped on a page they have not finished (one write). */
export async function writeProgress(uid: string, progress: ReadingProgress): Promise<void> {
  queryClient.setQueryData(libraryKeys.progress(uid), progress);
  await setDoc(progressRef(uid), { ...progress, updated_at: serverTimestamp() });
}

/**
 * The member finished `id` (scrolled past READ_FINISHED): from now on this tab has nothing to
 * continue when the kept page is this one, or when it does not know which page is kept (the last
 * page opened was finished), so a screen rendered next (the dashboard, before the page it replaces
 * is gone) shows none. Returns the write that clears it in the member's data, to run when they
 * leave the page (one write per visit), or null when nothing is to be cleared.
 */
export function finishProgress(uid: string, id: string): (() => Promise<void>) | null {
  const kept = knownProgress(uid);
  if (kept === null || (kept && kept.id !== id)) return null;
  queryClient.setQueryData(libraryKeys.progress(uid), null);
  return () => deleteDoc(progressRef(uid));
}
