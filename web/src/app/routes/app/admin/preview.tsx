import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { CONTENT_KINDS, CONTENT_TEXTS, type ContentKind } from '@common/content';
import { paths } from '@/config/paths';
import { loadStateOf, type LoadState } from '@/lib/load-state';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { loadPreview } from '@/features/admin/content/api/preview';
import { adminKeys } from '@/features/admin/query-keys';
import { useStaffQuery } from '@/features/admin/shared/admin-list';
import { PreviewBanner } from '@/features/admin/content/components/preview-banner';
import type { LibraryRecords } from '@/features/library/api/content-sources';
import { ArticleDetail } from '@/features/library/articles/article-detail';
import { ProductDetail } from '@/features/library/products/product-detail';
import { PublicationDetail } from '@/features/library/publications/publication-detail';
import { ResourceDetail } from '@/features/library/resources/resource-detail';
import { CountUses } from '@/features/library/components/record-use';

/** The member detail page of each kind. */
const DETAILS: { [K in ContentKind]: ComponentType<{ state: LoadState<LibraryRecords[K] | null> }> } = {
  articles: ArticleDetail,
  publications: PublicationDetail,
  resources: ResourceDetail,
  products: ProductDetail,
};

function Preview<K extends ContentKind>({ kind, id }: { kind: K; id: string }) {
  const state = loadStateOf(
    useStaffQuery(adminKeys.content.preview(kind, id), () => loadPreview(kind, id) as Promise<LibraryRecords[K] | null>, CONTENT_TEXTS[kind].recordError),
  );
  const Detail = DETAILS[kind] as ComponentType<{ state: LoadState<LibraryRecords[K] | null> }>;
  const publishedAt = state.status === 'loaded' ? (state.data?.published_at ?? null) : undefined;
  // Staff looking a record over is not a member's read (Insights).
  return (
    <CountUses.Provider value={false}>
      <PreviewBanner kind={kind} publishedAt={publishedAt} />
      <Detail state={state} />
    </CountUses.Provider>
  );
}

/** Staff's preview of a record in any state: the member detail page under a banner. */
function PreviewRoute() {
  const { kind = '', id = '' } = useParams();
  useScrollToTop(`${kind}/${id}`);
  if (!(kind in CONTENT_KINDS)) return <Navigate to={paths.dashboard} replace />;
  return <Preview key={`${kind}/${id}`} kind={kind as ContentKind} id={id} />;
}

export { PreviewRoute as Component };
