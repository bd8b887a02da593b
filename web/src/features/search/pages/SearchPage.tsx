import { useParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { SearchBox } from '../components/SearchBox';
import { SearchResults } from '../components/SearchResults';

/** /search: a search box with suggestions; /search/{keyword}: the results, 15 at a time. */
export function SearchPage() {
  const { keyword: raw } = useParams();
  const keyword = raw?.trim() ?? '';
  usePageMeta({ title: keyword ? 'Search Results' : 'Search', back: true });

  if (!keyword) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-4 md:py-8">
        <h1 className="sr-only md:not-sr-only md:mb-4 md:text-2xl md:font-bold">Search</h1>
        <SearchBox variant="inline" autoFocus />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-8">
      <div className="mb-4 md:hidden">
        <SearchBox key={keyword} variant="dropdown" initialText={keyword} />
      </div>
      <SearchResults key={keyword} keyword={keyword} />
    </div>
  );
}
