/** A section of a page built from data (the home page is a list of these, in order). */
export interface PageSectionTable {
  id: string;
  page: string;
  /** Which layout shows it: mobile, web or both. */
  application_type: 'mobile' | 'web' | 'both';
  section_type: 'Slider' | 'Category List' | 'Product Carousel' | 'Brand Strip' | 'Text Block' | 'Image Block';
  title: string;
  subtitle: string;
  /** JSON; its shape depends on section_type (see home.service.ts). */
  config: string;
  display_order: number;
  is_active: number;
}

/** An information page (about, policies); content is JSON blocks rendered as text, never HTML. */
export interface InfoPageTable {
  route: string;
  title: string;
  content: string;
  meta_description: string;
  is_published: number;
  updated_at: string;
}

export interface ScrollContentTable {
  id: string;
  text: string;
  route: string;
  display_order: number;
  is_active: number;
}

export interface BlogCategoryTable {
  id: string;
  route: string;
  title: string;
}

export interface BlogPostTable {
  id: string;
  route: string;
  title: string;
  category_id: string;
  author: string;
  intro: string;
  /** JSON blocks. */
  content: string;
  thumbnail: string;
  published_on: string;
  is_published: number;
}

/** A visitor's comment: stored as typed, shown as text, only once the shop approves it. */
export interface BlogCommentTable {
  id: string;
  post_id: string;
  name: string;
  email: string;
  comment: string;
  is_approved: number;
  ip: string;
  created_at: string;
}

export interface ContactEnquiryTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  ip: string;
  created_at: string;
}

/** Newsletter sign-up with double opt-in: pending until the e-mailed link is opened. */
export interface NewsletterSubscriberTable {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  token_hash: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface BirthdayClubMemberTable {
  email: string;
  customer_id: string;
  day: number;
  month: string;
  created_at: string;
}
