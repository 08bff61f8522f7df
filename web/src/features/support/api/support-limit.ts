/**
 * The day's count of a member's support messages: a request or follow-up is written
 * in one batch with support_limits/{uid}, which the rules let go up by one, to at most
 * SUPPORT_MESSAGES_PER_DAY in the day that began with the first, naming the document it counts.
 * Over the limit nothing is written and the member reads when they can send again.
 */
import { doc, getDoc, serverTimestamp, Timestamp, type WriteBatch } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import type { SupportLimitDoc } from '@common/documents';
import { SUPPORT_MESSAGES_PER_DAY } from '@common/limits';
import { commitWrites, getDb, isPermissionDenied } from '@/lib/firebase/firestore';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thrown when the day's messages are used up; `until` is when the day ends. */
export class SupportLimitReached extends Error {
  constructor(readonly until: Date) {
    super('support-limit-reached');
  }
}

/** The count to store with the next message, or where the day ends when it is used up. */
export function nextCount(
  stored: Partial<SupportLimitDoc<Timestamp>> | undefined,
  now: number,
  name: string,
  { newDay }: { newDay?: boolean } = {},
): SupportLimitDoc<Timestamp | ReturnType<typeof serverTimestamp>> {
  const start = stored?.window_start instanceof Timestamp ? stored.window_start : null;
  const sameDay = newDay === undefined ? start !== null && now < start.toMillis() + DAY_MS : !newDay;
  if (!sameDay || !start) return { window_start: serverTimestamp(), count: 1, last: name };
  const count = (stored?.count ?? 0) + 1;
  if (count > SUPPORT_MESSAGES_PER_DAY) throw new SupportLimitReached(new Date(start.toMillis() + DAY_MS));
  return { window_start: start, count, last: name };
}

/** Rounds of a send that keeps meeting other sends of the same member: each round one of them counts. */
const MAX_ROUNDS = SUPPORT_MESSAGES_PER_DAY * 2;

const sameCount = (a: Partial<SupportLimitDoc<Timestamp>> | undefined, b: Partial<SupportLimitDoc<Timestamp>> | undefined) =>
  a?.count === b?.count && a?.last === b?.last && (a?.window_start?.toMillis() ?? null) === (b?.window_start?.toMillis() ?? null);

/**
 * Writes `write`'s documents with the count in one batch. `name` is what the count names: the new
 * ticket's id, or `{ticketId}/{messageId}`. Sends of one member at once (two tabs, a double press)
 * read the same count and the rules let only one of them raise it: a refused send whose count has
 * moved since it read it reads again and takes the next count, until the day is used up. This
 * browser's clock decides whether a new day began; when the server's disagrees (at the day's
 * edge), the one retry takes the other answer.
 */
export async function countedWrite(uid: string, name: string, write: (batch: WriteBatch) => void): Promise<void> {
  const db = getDb();
  const ref = doc(db, COLLECTIONS.supportLimits, uid);
  const read = async () => (await getDoc(ref)).data() as Partial<SupportLimitDoc<Timestamp>> | undefined;
  const commit = (count: SupportLimitDoc<unknown>) => commitWrites(db, [(batch) => batch.set(ref, count), write]);
  let stored = await read();
  for (let round = 1; ; round++) {
    const first = nextCount(stored, Date.now(), name);
    try {
      await commit(first);
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      const now = await read();
      if (!sameCount(stored, now) && round < MAX_ROUNDS) {
        stored = now;
        continue;
      }
      const startedNewDay = first.count === 1;
      if (!stored?.window_start) throw error;
      await commit(nextCount(stored, Date.now(), name, { newDay: !startedNewDay }));
      return;
    }
  }
}
