import type { THomePage, THomeSection } from '@larder/contract/home';
import { z } from 'zod';
import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import { getCategoryTree } from '../catalog/category-tree';
import { loadListProducts } from '../catalog/product-cards';
import type { PageSectionTable } from './content.table';

const ZProductSource = z.object({
  source: z.enum(['best_sellers', 'new_arrivals', 'offers', 'category']),
  category_route: z.string().optional(),
  limit: z.number().int().min(1).max(48).default(12),
});
const ZSlides = z.object({
  slides: z.array(
    z.object({ title: z.string(), subtitle: z.string(), cta: z.string(), route: z.string(), image: z.string(), background: z.string() }),
  ),
});
const ZTexts = z.object({ items: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string() })) });
const ZImageBlock = z.object({ title: z.string(), text: z.string(), image: z.string(), route: z.string(), cta: z.string() });
const ZCategoryList = z.object({ limit: z.number().int().min(1).max(50).default(12) });
const ZBrandStrip = z.object({ limit: z.number().int().min(1).max(50).default(16) });

export type ProductSource = z.infer<typeof ZProductSource>;

/** Ids of the products a carousel shows, cached per catalogue version (stock is overlaid live). */
async function productIds(ctx: Ctx, src: ProductSource): Promise<string[]> {
  const memo = appSingleton(ctx.app, 'home.productIds', () => new VersionedMemo<string, string[]>(ctx.app.cache, 'catalog'));
  return memo.get(JSON.stringify(src), async () => {
    let q = ctx.db.selectFrom('product as p').select('p.id').where('p.is_active', '=', 1).limit(src.limit);
    switch (src.source) {
      case 'best_sellers':
        q = q.orderBy('p.popularity', 'desc').orderBy('p.id');
        break;
      case 'new_arrivals':
        q = q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
        break;
      case 'offers':
        q = q.where('p.old_price', 'is not', null).whereRef('p.old_price', '>', 'p.price').orderBy('p.popularity', 'desc').orderBy('p.id');
        break;
      case 'category': {
        const tree = await getCategoryTree(ctx);
        const cat = src.category_route ? tree.byRoute.get(src.category_route) : undefined;
        if (!cat) return [];
        const ids = tree.subtreeIds.get(cat.id) ?? [cat.id];
        q = q
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('product_category as pc')
                .select('pc.product_id')
                .whereRef('pc.product_id', '=', 'p.id')
                .where('pc.category_id', 'in', ids),
            ),
          )
          .orderBy('p.popularity', 'desc')
          .orderBy('p.id');
        break;
      }
    }
    return (await q.execute()).map((r) => r.id);
  });
}

const VIEW_ALL: Record<ProductSource['source'], (src: ProductSource) => string | null> = {
  best_sellers: () => '/viewall/best-sellers',
  new_arrivals: () => '/viewall/new-arrivals',
  offers: () => '/viewall/offers',
  category: (src) => (src.category_route ? `/c/${src.category_route}` : null),
};

type SectionRow = Pick<PageSectionTable, 'id' | 'section_type' | 'title' | 'subtitle' | 'config'>;

async function buildSection(ctx: Ctx, row: SectionRow): Promise<THomeSection | null> {
  const base = { section_name: row.id, title: row.title, subtitle: row.subtitle, view_all_route: null as string | null };
  const config = JSON.parse(row.config) as unknown;
  switch (row.section_type) {
    case 'Slider':
      return { ...base, section_type: 'Slider', data: ZSlides.parse(config).slides };
    case 'Category List': {
      const { limit } = ZCategoryList.parse(config);
      const tree = await getCategoryTree(ctx);
      const data = tree.roots
        .slice(0, limit)
        .map((c) => ({ name: c.name, category_name: c.category_name, route: c.route, image: c.image, mobile_image: c.mobile_image }));
      return { ...base, section_type: 'Category List', view_all_route: '/tabs/category', data };
    }
    case 'Product Carousel': {
      const src = ZProductSource.parse(config);
      const data = await loadListProducts(ctx, await productIds(ctx, src));
      if (!data.length) return null;
      return { ...base, section_type: 'Product Carousel', view_all_route: VIEW_ALL[src.source](src), data };
    }
    case 'Brand Strip': {
      const { limit } = ZBrandStrip.parse(config);
      const brands = await ctx.db
        .selectFrom('brand')
        .select(['id', 'name', 'route', 'logo'])
        .where('is_active', '=', 1)
        .orderBy('display_order')
        .orderBy('name')
        .limit(limit)
        .execute();
      return {
        ...base,
        section_type: 'Brand Strip',
        view_all_route: '/brands',
        data: brands.map((b) => ({ name: b.id, brand_name: b.name, route: b.route, logo: b.logo })),
      };
    }
    case 'Text Block':
      return { ...base, section_type: 'Text Block', data: ZTexts.parse(config).items };
    case 'Image Block':
      return { ...base, section_type: 'Image Block', data: [ZImageBlock.parse(config)] };
  }
}

/** get_mobile_home_page: the home page's sections in order, for the mobile or the web layout. */
export async function getHomePage(ctx: Ctx, applicationType: 'mobile' | 'web'): Promise<THomePage> {
  const memo = appSingleton(ctx.app, 'home.rows', () => new VersionedMemo<string, SectionRow[]>(ctx.app.cache, 'home'));
  const rows = await memo.get(applicationType, () =>
    ctx.db
      .selectFrom('page_section')
      .select(['id', 'section_type', 'title', 'subtitle', 'config'])
      .where('page', '=', 'home')
      .where('is_active', '=', 1)
      .where('application_type', 'in', ['both', applicationType])
      .orderBy('display_order')
      .orderBy('id')
      .execute(),
  );
  const sections: THomeSection[] = [];
  for (const row of rows) {
    try {
      const s = await buildSection(ctx, row);
      if (s) sections.push(s);
    } catch (err) {
      // One badly configured section must not take the home page down.
      ctx.log.error({ err, section: row.id }, 'home section skipped');
    }
  }
  return { page_type: 'home', application_type: applicationType, page_content: sections };
}
