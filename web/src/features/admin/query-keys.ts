/**
 * The query keys of every staff screen, declared once. Each feature has a root key; a write
 * invalidates the keys whose answers it changes (often its feature's root, which reaches the
 * lists, their counters and the records opened below it).
 */
import type { ContentKind } from '@common/content';

const ROOT = ['admin'] as const;

export const adminKeys = {
  all: ROOT,
  content: {
    /** Everything read of one content kind: its list, records opened for editing, histories. */
    kind: (kind: ContentKind) => [...ROOT, 'content', kind] as const,
    list: (kind: ContentKind) => [...ROOT, 'content', kind, 'list'] as const,
    record: (kind: ContentKind, id: string) => [...ROOT, 'content', kind, 'record', id] as const,
    history: (kind: ContentKind, id: string) => [...ROOT, 'content', kind, 'history', id] as const,
    /** A record in any state, as members would see it (the preview). */
    preview: (kind: ContentKind, id: string) => [...ROOT, 'content', kind, 'preview', id] as const,
  },
  codes: {
    all: [...ROOT, 'codes'] as const,
    list: [...ROOT, 'codes', 'list'] as const,
    counts: [...ROOT, 'codes', 'counts'] as const,
    guessing: [...ROOT, 'codes', 'guessing'] as const,
  },
  tickets: {
    all: [...ROOT, 'tickets'] as const,
    list: [...ROOT, 'tickets', 'list'] as const,
    counts: [...ROOT, 'tickets', 'counts'] as const,
    thread: (ticketId: string) => [...ROOT, 'tickets', 'thread', ticketId] as const,
  },
  members: {
    all: [...ROOT, 'members'] as const,
    list: [...ROOT, 'members', 'list'] as const,
  },
  activity: {
    all: [...ROOT, 'activity'] as const,
    list: [...ROOT, 'activity', 'list'] as const,
    people: [...ROOT, 'activity', 'people'] as const,
  },
  insights: {
    all: [...ROOT, 'insights'] as const,
    report: [...ROOT, 'insights', 'report'] as const,
  },
  reviewDue: {
    all: [...ROOT, 'review-due'] as const,
    due: (today: string) => [...ROOT, 'review-due', 'due', today] as const,
    never: [...ROOT, 'review-due', 'never'] as const,
  },
};
