import { z } from 'zod';
import { defineCall } from './calls-core';
import { ZListProduct } from './catalog';
import { zText } from './wire';

const ZSlide = z.object({
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  route: z.string(),
  image: z.string(),
  background: z.string(),
});
const ZCategoryTile = z.object({
  name: z.string(),
  category_name: z.string(),
  route: z.string(),
  image: z.string(),
  mobile_image: z.string(),
});
const ZBrandTile = z.object({ name: z.string(), brand_name: z.string(), route: z.string(), logo: z.string() });
const ZTextBlock = z.object({ title: z.string(), text: z.string(), icon: z.string() });
const ZImageBlock = z.object({ title: z.string(), text: z.string(), image: z.string(), route: z.string(), cta: z.string() });

const base = { section_name: z.string(), title: z.string(), subtitle: z.string(), view_all_route: z.string().nullable() };

export const ZHomeSection = z.discriminatedUnion('section_type', [
  z.object({ ...base, section_type: z.literal('Slider'), data: z.array(ZSlide) }),
  z.object({ ...base, section_type: z.literal('Category List'), data: z.array(ZCategoryTile) }),
  z.object({ ...base, section_type: z.literal('Product Carousel'), data: z.array(ZListProduct) }),
  z.object({ ...base, section_type: z.literal('Brand Strip'), data: z.array(ZBrandTile) }),
  z.object({ ...base, section_type: z.literal('Text Block'), data: z.array(ZTextBlock) }),
  z.object({ ...base, section_type: z.literal('Image Block'), data: z.array(ZImageBlock) }),
]);
export type THomeSection = z.infer<typeof ZHomeSection>;
export type THomeSectionType = THomeSection['section_type'];

export const ZHomePage = z.object({
  page_type: z.literal('home'),
  application_type: z.enum(['mobile', 'web']),
  page_content: z.array(ZHomeSection),
});
export type THomePage = z.infer<typeof ZHomePage>;

export const homeCalls = {
  get_mobile_home_page: defineCall({
    payload: z.object({
      application_type: z.enum(['mobile', 'web'], { error: 'application_type must be mobile or web' }).default('mobile'),
      domain: zText({ max: 200 }).optional(),
      route: zText({ max: 200 }).optional(),
      business: zText({ max: 140 }).optional(),
    }),
    result: ZHomePage,
    auth: 'public',
  }),
};
