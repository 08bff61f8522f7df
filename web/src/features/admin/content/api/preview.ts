/**
 * A record of any state for staff's preview: read by id from the records (staff may
 * read drafts and scheduled records; members may not), converted as the member screens convert it.
 */
import { doc, getDoc } from 'firebase/firestore/lite';
import { CONTENT_KINDS, type ContentKind } from '@common/content';
import { toRecord, type ContentRecord } from '@/lib/content-records';
import { getDb } from '@/lib/firebase/firestore';

export async function loadPreview<K extends ContentKind>(kind: K, id: string): Promise<ContentRecord<K> | null> {
  const snap = await getDoc(doc(getDb(), CONTENT_KINDS[kind].collection, id));
  return snap.exists() ? toRecord(kind, snap) : null;
}
