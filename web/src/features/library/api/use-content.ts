import { CONTENT_KINDS, CONTENT_TEXTS, type ContentKind } from '@common/content';
import { useLoad } from '@/lib/use-load';
import { CONTENT_SOURCES, type LibraryRecords } from './content-sources';

/** The summaries of all published records of a kind, newest first. */
export function useContentList<K extends ContentKind>(kind: K) {
  const source = CONTENT_SOURCES[kind];
  return useLoad(kind, () => source.list(), {
    initial: source.cached,
    errorLabel: `Failed to load ${CONTENT_TEXTS[kind].noun}`,
  });
}

/** One record by its address (slug or document id, CONTENT_KINDS[kind].addressedBy), or null. */
export function useContentRecord<K extends ContentKind>(kind: K, key: string) {
  const source = CONTENT_SOURCES[kind];
  const field = CONTENT_KINDS[kind].addressedBy as keyof LibraryRecords[K] & string;
  return useLoad<LibraryRecords[K] | null>(
    `${kind}:${key}`,
    () => (field === 'id' ? source.get(key) : source.findBy(field, key)),
    {
      initial: () => source.cachedRecord(field, key),
      errorLabel: CONTENT_TEXTS[kind].recordError,
    },
  );
}
