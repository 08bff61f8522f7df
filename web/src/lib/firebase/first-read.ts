/**
 * The first read a screen's page started before the app: the dashboard's and
 * the lists' pages run app/list-first-read.js inline, which, for a member with a stored session,
 * asks Firestore's REST API for the newest summaries the screen shows first while the scripts
 * download. The library's newest-page query takes that answer instead of asking again
 * (features/library/api/content-queries.ts, the one place it enters the query client's cache):
 *
 * - only for the same query (collection and count), once, and within CONTENT_FRESHNESS_MS of its
 *   start (later, the source's own read is as quick and fresher);
 * - only once Auth has restored the session of the member whose token asked (so a stored session
 *   that Auth refuses, deleted or disabled, never shows what its token could still read, and
 *   another account signed in meanwhile never sees it: docs/decisions/0003-accounts.md);
 * - Firestore's rules decided the read itself, as for the app's own: a refusal or a failure gives
 *   nothing, and the source reads as it always did.
 *
 * The REST answer is decoded to what the lite SDK's snapshots give (`id`, `data()`, Timestamps), so
 * the summaries are made by the same conversion either way.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { CONTENT_FRESHNESS_MS } from '@common/documents';
import type { SnapshotLike } from '@/lib/content-records';
import { restoredUser } from './auth';

/** What list-first-read.js leaves on the page. */
export interface PageFirstRead {
  collection: string;
  count: number;
  /** The member whose stored token asked. */
  uid: string;
  /** When the read was asked for (epoch ms, the device's clock). */
  startedAt: number;
  /** runQuery's answer (one row per document, or a row without one), or null when refused or failed. */
  rows: Promise<unknown>;
}

declare global {
  interface Window {
    pmcFirstRead?: PageFirstRead;
  }
}

/** A document of the answer, as a query snapshot's document offers it. */
export interface DecodedDoc extends SnapshotLike {
  data(): Record<string, unknown>;
}

export interface TakenFirstRead {
  /** When the read was asked for: what the answer is as old as. */
  startedAt: number;
  /** The documents once Auth has restored the member who asked; null when the page's read gave nothing (refused, failed) or Auth restored no one or someone else. */
  docs: Promise<DecodedDoc[] | null>;
}

/** The page's first read of `count` summaries from `collection`, if it is that read and may be used (above); once. */
export function takeFirstRead(collection: string, count: number): TakenFirstRead | null {
  const read = window.pmcFirstRead;
  if (!read || read.collection !== collection || read.count !== count) return null;
  delete window.pmcFirstRead;
  if (Date.now() - read.startedAt > CONTENT_FRESHNESS_MS) return null;
  const docs = Promise.all([restoredUser(), read.rows]).then(
    ([user, rows]) => (user?.uid === read.uid ? decodeRows(rows) : null),
    () => null,
  );
  return { startedAt: read.startedAt, docs };
}

type RestValue = Record<string, unknown>;
type RestFields = Record<string, RestValue>;

/** runQuery's rows to documents; null when the answer is not a list of rows. */
export function decodeRows(rows: unknown): DecodedDoc[] | null {
  if (!Array.isArray(rows)) return null;
  const docs: DecodedDoc[] = [];
  for (const row of rows as { document?: { name?: unknown; fields?: RestFields } }[]) {
    const name = row?.document?.name;
    if (typeof name !== 'string') continue; // a row with only the read time (an empty answer)
    const data = decodeFields(row.document!.fields ?? {});
    docs.push({ id: name.slice(name.lastIndexOf('/') + 1), data: () => data });
  }
  return docs;
}

function decodeFields(fields: RestFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) out[name] = decodeValue(value);
  return out;
}

/** One REST value as the SDK gives it; kinds no summary holds (references, bytes, places) are left out. */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value || 'doubleValue' in value) return Number(value.integerValue ?? value.doubleValue);
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return parseTimestamp(String(value.timestampValue));
  if ('mapValue' in value) return decodeFields(((value.mapValue as { fields?: RestFields }).fields ?? {}) as RestFields);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decodeValue);
  return undefined;
}

/**
 * An RFC 3339 time as a Timestamp, to the nanosecond (a Date keeps milliseconds: a list continued
 * after a time cut to the millisecond could skip a record published within the same one).
 */
export function parseTimestamp(text: string): Timestamp | null {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
  const seconds = match ? Date.parse(`${match[1]}${match[3]}`) / 1000 : NaN;
  if (!match || Number.isNaN(seconds)) return null;
  return new Timestamp(seconds, Number((match[2] ?? '').padEnd(9, '0')));
}
