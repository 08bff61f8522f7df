import type { ContentKind } from '@common/content';
import type { ContentRecord, ContentSummary } from '@/lib/content-records';

/** The record each kind's detail page shows. */
export type LibraryRecords = { [K in ContentKind]: ContentRecord<K> };

/** The summary each kind's list and cards show. */
export type LibrarySummaries = { [K in ContentKind]: ContentSummary<K> };
