import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SearchResultsScreen } from '@/features/library/search/search-page';

function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  useDocumentTitle(query ? `Search: ${query}` : 'Search');
  return <SearchResultsScreen query={query} onSearch={(next) => setParams(next ? { q: next } : {})} />;
}

export { SearchRoute as Component };
