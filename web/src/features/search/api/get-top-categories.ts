import type { THomePage } from '@larder/contract/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** The home content section whose categories the search shows as 'Top categories' (spec names). */
const TOP_SECTION_NAMES = ['categories list', 'category list', 'shop by category'];

export interface TTopCategory {
  name: string;
  category_name: string;
  route: string;
  image: string;
  mobile_image: string;
}

export function pickTopCategories(page: THomePage): TTopCategory[] {
  const matches = (s: string) => TOP_SECTION_NAMES.includes(s.trim().toLowerCase());
  const section = page.page_content.find(
    (s) => s.section_type === 'Category List' && (matches(s.section_name) || matches(s.title) || matches(s.section_type)),
  );
  return section?.section_type === 'Category List' ? section.data : [];
}

/** Same call and key as the web home page, so the desktop home has it cached already. */
export const topCategoriesQuery = () =>
  queryOptions({
    queryKey: ['get_mobile_home_page', { application_type: 'web' as const }],
    queryFn: ({ signal }) => call('get_mobile_home_page', { application_type: 'web' }, { signal }),
    staleTime: 60_000,
    select: pickTopCategories,
  });

export function useTopCategories(enabled = true) {
  return useQuery({ ...topCategoriesQuery(), enabled });
}
