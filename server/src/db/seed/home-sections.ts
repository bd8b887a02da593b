import type { Insertable } from 'kysely';
import type { PageSectionTable } from '../../modules/content/content.table';
import type { DbOrTrx } from '../database';

type SectionInput = Omit<Insertable<PageSectionTable>, 'id' | 'page' | 'display_order' | 'is_active'>;

export async function seedPageSections(db: DbOrTrx, page: string, sections: SectionInput[]): Promise<void> {
  if (!sections.length) return;
  await db
    .insertInto('page_section')
    .values(
      sections.map((s, i) => ({ ...s, id: `${page}-${String(i + 1).padStart(2, '0')}`, page, display_order: (i + 1) * 10, is_active: 1 })),
    )
    .execute();
}

/** Image of the most popular product under a category route (for banners), or ''. */
async function showcaseImage(db: DbOrTrx, routePrefix: string): Promise<string> {
  const row = await db
    .selectFrom('product as p')
    .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
    .innerJoin('category as c', 'c.id', 'pc.category_id')
    .innerJoin('product_image as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.is_primary', '=', 1))
    .select('i.url')
    .where('c.route', 'like', `${routePrefix}%`)
    .where('p.is_active', '=', 1)
    .orderBy('p.popularity', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? `${row.url}-640.webp` : '';
}

const json = (v: unknown) => JSON.stringify(v);

/** The demo shop's home page: data in the database, different for the web and mobile layouts. */
export async function seedDemoHomeSections(db: DbOrTrx): Promise<void> {
  const [meat, bbq, fish] = await Promise.all([showcaseImage(db, 'meat/lamb'), showcaseImage(db, 'marinated'), showcaseImage(db, 'fish')]);
  const spices = await showcaseImage(db, 'spices');
  await seedPageSections(db, 'home', [
    {
      application_type: 'both',
      section_type: 'Slider',
      title: 'This week at Larder',
      subtitle: '',
      config: json({
        slides: [
          {
            title: 'Butcher-fresh, cut to order',
            subtitle: 'Halal lamb, chicken and beef, cut the way you cook.',
            cta: 'Shop meat',
            route: '/c/meat',
            image: meat,
            background: 'linear-gradient(120deg,#a51318,#6d0d10)',
          },
          {
            title: 'Marinated & ready to cook',
            subtitle: 'Tikka, kebabs and burgers for the grill tonight.',
            cta: 'Fire up the grill',
            route: '/c/marinated-and-ready-to-cook',
            image: bbq,
            background: 'linear-gradient(120deg,#b45309,#7c2d12)',
          },
          {
            title: 'Fresh from the coast',
            subtitle: 'Sea bass, salmon and king prawns, delivered chilled.',
            cta: 'Shop fish',
            route: '/c/fish-and-seafood',
            image: fish,
            background: 'linear-gradient(120deg,#0e7490,#164e63)',
          },
        ],
      }),
    },
    { application_type: 'both', section_type: 'Category List', title: 'Shop By Category', subtitle: '', config: json({ limit: 12 }) },
    {
      application_type: 'both',
      section_type: 'Product Carousel',
      title: 'Best Sellers',
      subtitle: 'What our regulars order every week',
      config: json({ source: 'best_sellers', limit: 10 }),
    },
    {
      application_type: 'web',
      section_type: 'Text Block',
      title: 'Why shop at Larder',
      subtitle: '',
      config: json({
        items: [
          { title: 'Certified halal butchers', text: 'Every cut prepared in our own butchery by HMC-certified butchers.', icon: 'shield' },
          { title: 'A slot that suits you', text: 'Pick a one- or three-hour delivery slot, or collect from the shop.', icon: 'clock' },
          { title: 'Chilled all the way', text: 'Packed cold and delivered in insulated boxes across East London.', icon: 'truck' },
        ],
      }),
    },
    {
      application_type: 'both',
      section_type: 'Product Carousel',
      title: 'Offers',
      subtitle: 'Money off this week',
      config: json({ source: 'offers', limit: 10 }),
    },
    {
      application_type: 'mobile',
      section_type: 'Image Block',
      title: 'Spice up dinner',
      subtitle: '',
      config: json({
        title: 'Spice up dinner',
        text: 'Whole spices, masalas and blends from £1.29.',
        image: spices,
        route: '/c/spices-and-masalas',
        cta: 'Shop spices',
      }),
    },
    {
      application_type: 'both',
      section_type: 'Product Carousel',
      title: 'Fresh Chicken',
      subtitle: '',
      config: json({ source: 'category', category_route: 'meat/chicken', limit: 10 }),
    },
    { application_type: 'web', section_type: 'Brand Strip', title: 'Our Brands', subtitle: '', config: json({ limit: 16 }) },
    {
      application_type: 'both',
      section_type: 'Product Carousel',
      title: 'New Arrivals',
      subtitle: '',
      config: json({ source: 'new_arrivals', limit: 10 }),
    },
    { application_type: 'mobile', section_type: 'Brand Strip', title: 'Brands', subtitle: '', config: json({ limit: 10 }) },
  ]);
}
