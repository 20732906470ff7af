import { z } from 'zod';

/**
 * The one story shape both content sources give (local files and Storyblok's Content Delivery API v2):
 * a story has a slug (Storyblok's full_slug without the language folder: `t/privacy`, `blog/…`), a
 * name, a language, a translation group and a content tree of components, each with `component` and
 * `_uid`. Richtext is either Storyblok's richtext document (ProseMirror JSON) or HTML (local files);
 * both go through the one sanitizer when rendered.
 */

const richtextNode: z.ZodType<RichtextNode> = z.lazy(() =>
    z.object({
        type: z.string(),
        text: z.string().optional(),
        attrs: z.record(z.string(), z.unknown()).optional(),
        marks: z.array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() })).optional(),
        content: z.array(richtextNode).optional(),
    }),
);
export interface RichtextNode {
    type: string;
    text?: string;
    attrs?: Record<string, unknown>;
    marks?: { type: string; attrs?: Record<string, unknown> }[];
    content?: RichtextNode[];
}
export const richtext = z.union([z.string(), richtextNode]);
export type Richtext = z.infer<typeof richtext>;

/** An asset as Storyblok gives it: a file address and its alt text (null when the editor gave none). */
export const asset = z.object({ filename: z.string(), alt: z.string().nullish().transform(alt => alt ?? '') });
/** A date field: Storyblok's datetime field writes `2026-05-01 00:00`, local stories `2026-05-01`; the date is what counts. */
const date = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .transform(value => value.slice(0, 10));
export type Asset = z.infer<typeof asset>;

/**
 * A link as Storyblok's link field (multilink) stores it: to a story (its full slug, `nl/t/privacy`, and an
 * optional anchor), a web address or a shop path (`url`), an e-mail address or an asset. links.ts makes it an href.
 */
export const multilink = z.object({
    linktype: z.enum(['story', 'url', 'email', 'asset']),
    url: z.string().optional().default(''),
    cached_url: z.string().optional().default(''),
    email: z.string().optional(),
    anchor: z.string().optional(),
    target: z.string().optional(),
    /** with resolve_links: the story the link points to */
    story: z.object({ full_slug: z.string() }).optional(),
});
export type Multilink = z.infer<typeof multilink>;

/** A story in a relation field, as the relation is resolved: the card's text and image from its content. */
const relatedArticle = z.object({
    name: z.string(),
    full_slug: z.string(),
    content: z.object({ component: z.literal('article'), date, intro: z.string(), image: asset }),
});
export type RelatedArticle = z.infer<typeof relatedArticle>;

const uid = z.string().min(1);
/** A block: its component name, its id and, in a draft from Storyblok, the visual editor's `_editable` (storyblokEditable's attributes). */
const block = <C extends string, T extends z.ZodRawShape>(component: C, shape: T) =>
    z.object({ component: z.literal(component), _uid: uid, _editable: z.string().optional(), ...shape });
/** Storyblok stores a number field's value as a string. */
const storedNumber = z.coerce.number();

/** The registry's components (src/components/content renders each); their Storyblok schema is storyblok/components/shop/components.json. */
export const blockSchema = z.discriminatedUnion('component', [
    block('richtext', { text: richtext }),
    block('hero', { title: z.string(), text: z.string().optional(), image: asset.optional(), cta_label: z.string().optional(), cta_link: multilink.optional() }),
    block('text_image', { title: z.string().optional(), text: richtext, image: asset, image_right: z.boolean().optional() }),
    block('usp_list', { title: z.string().optional(), items: z.array(block('usp', { text: z.string() })).min(1) }),
    block('faq', { title: z.string().optional(), items: z.array(block('faq_item', { question: z.string(), answer: richtext })).min(1) }),
    /** products from the backend by slug (the product's slug in the story's language) */
    block('product_teaser', { title: z.string().optional(), products: z.array(block('product_ref', { slug: z.string() })).min(1) }),
    /** categories from the backend by their slug path (`vlonderplanken`, `vlonderplanken/hardhout`) */
    block('category_teaser', { title: z.string().optional(), categories: z.array(block('category_ref', { path: z.string() })).min(1) }),
    block('review_list', {
        title: z.string().optional(),
        reviews: z
            .array(block('review', { author: z.string(), place: z.string().optional(), date, rating: storedNumber.pipe(z.number().min(1).max(5)), text: z.string() }))
            .min(1),
    }),
    /** a call to action; `quotation: true` makes it the quotation button (to the quote route) */
    block('cta', { label: z.string(), link: multilink.optional(), quotation: z.boolean().optional() }),
    block('image_slider', { title: z.string().optional(), images: z.array(asset).min(1) }),
    /**
     * articles as cards: a relation field (Storyblok's stories option field) that holds the articles'
     * UUIDs in the space (full slugs in local stories); both sources resolve them to the stories, and one
     * not found (unpublished, deleted) stays its UUID and is left out
     */
    block('article_list', { title: z.string().optional(), articles: z.array(z.union([z.string(), relatedArticle])).min(1) }),
]);
export type Block = z.infer<typeof blockSchema>;

const seo = {
    seo_title: z.string().optional(),
    seo_description: z.string().optional(),
};

/** The content types (Storyblok's content-type components at a story's root). */
export const pageContent = z.discriminatedUnion('component', [
    /** a page under /t, /s or /g: static layout (reading column) by default, blank without header and footer */
    z.object({ component: z.literal('page'), _uid: uid, layout: z.enum(['static', 'default', 'blank']).default('static'), intro: z.string().optional(), body: z.array(blockSchema), ...seo }),
    /** a knowledge article (under /t/kennisbank/…) or a blog post (under /blog/…) */
    z.object({
        component: z.literal('article'),
        _uid: uid,
        date,
        intro: z.string(),
        image: asset,
        /** the breadcrumb bar's quotation button (spec section 2) */
        quotation_button: z.boolean().optional(),
        body: z.array(blockSchema),
        ...seo,
    }),
    /**
     * the home page's sections (the story `home` per locale): the hero's texts, the headings of the
     * category tiles and the featured products (both from the backend), then blocks of the registry
     */
    z.object({
        component: z.literal('home'),
        _uid: uid,
        hero_title: z.string(),
        hero_text: z.string(),
        hero_cta: z.string(),
        categories_title: z.string(),
        featured_title: z.string(),
        body: z.array(blockSchema).default([]),
        ...seo,
    }),
    /** header menu, footer menu, cards and social icons, logo, selling points, contact details per locale */
    z.object({
        component: z.literal('site_config'),
        _uid: uid,
        logo: asset.extend({ title: z.string() }),
        header_menu: z.array(block('menu_item', { title: z.string(), link: multilink })),
        footer_menu: z.array(block('menu_link', { label: z.string(), link: multilink })),
        footer_cards: z.array(block('footer_card', { title: z.string(), image: asset, link: multilink })),
        social: z.array(block('social_link', { network: z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'pinterest']), link: multilink })),
        selling_points: z.array(block('usp', { text: z.string() })),
        phone: z.string(),
        email: z.string(),
        address: z.string(),
        office_hours: z.string(),
        brand_wording: z.string(),
    }),
]);
export type PageContent = z.infer<typeof pageContent>;

/** A story file of the local source (src/content/stories/{lang}/{slug}.yaml): its language and slug come from its path. */
export const localStory = z.object({
    name: z.string(),
    /** the story's translations share this key (Storyblok's group_id) */
    group: z.string(),
    published_at: z.string().optional(),
    content: pageContent,
});

export interface Story<C extends PageContent = PageContent> {
    slug: string;
    name: string;
    lang: 'nl' | 'en' | 'de';
    group: string;
    published_at?: string;
    content: C;
}
