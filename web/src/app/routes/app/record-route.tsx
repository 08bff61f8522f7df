import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { CONTENT_KINDS, type ContentKind } from '@common/content';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { preloadContentRecord, useContentRecord } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';

/**
 * A record's route module (`/blog/:slug`, `/publications/:id`...): the record of `kind` its address
 * names (the route's param is the kind's `addressedBy`), shown by the kind's `Detail`, its read
 * started with the route's code (`preload`). A new record shows at the top of the page.
 */
export function recordRoute<K extends ContentKind>(kind: K, Detail: ComponentType<{ state: ReturnType<typeof useContentRecord<K>> }>): Required<RouteModule> {
  const param = CONTENT_KINDS[kind].addressedBy;
  function RecordRoute() {
    const key = useParams()[param] ?? '';
    useScrollToTop(key);
    return <Detail key={key} state={useContentRecord(kind, key)} />;
  }
  return { Component: RecordRoute, preload: (params) => preloadContentRecord(kind, params[param] ?? '') };
}
