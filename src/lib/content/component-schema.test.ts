import { readFileSync, globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentProblems, SHOP_COMPONENTS } from './component-schema';
import { localStory } from './schema';

const STORIES = 'src/content/stories';
const files = globSync(`${STORIES}/**/*.yaml`);
const stories = files.map(file => ({ file, // read as Astro's content loader reads YAML (1.1: an unquoted date is a date)
    story: parse(readFileSync(file, 'utf8'), { schema: 'yaml-1.1' }) as { content: Record<string, unknown> } }));

/** Every link field's value in a content tree. */
function links(value: unknown): { linktype: string; cached_url: string }[] {
    if (Array.isArray(value)) return value.flatMap(links);
    if (!value || typeof value !== 'object') return [];
    const object = value as Record<string, unknown>;
    if (object.fieldtype === 'multilink') return [object as { linktype: string; cached_url: string }];
    return Object.values(object).flatMap(links);
}

describe('the Storyblok component schema that npm run storyblok:push sends', () => {
    it('has every local story (src/content/stories) validate against it, and against the shop own story schema', () => {
        expect(files.length).toBeGreaterThan(60);
        for (const { file, story } of stories) {
            expect(contentProblems(story.content), file).toEqual([]);
            expect(localStory.safeParse(story).error, file).toBeUndefined();
        }
    });

    it("has every story link of the local stories point at a story of the link's language", () => {
        const slugs = new Set(files.map(file => file.slice(STORIES.length + 1, -'.yaml'.length)));
        const storyLinks = stories.flatMap(({ file, story }) => links(story.content).map(link => ({ file, link }))).filter(({ link }) => link.linktype === 'story');
        expect(storyLinks.length).toBeGreaterThan(20);
        for (const { file, link } of storyLinks) {
            expect(slugs.has(link.cached_url), `${file}: ${link.cached_url}`).toBe(true);
            expect(link.cached_url.split('/')[0], file).toBe(file.split('/')[3]);
        }
    });

    it('refuses what Storyblok would not store: a plain {label, href} link, an unknown or misplaced block, a missing required field', () => {
        const page = (body: unknown[]) => ({ component: 'page', _uid: 'p', body });
        expect(contentProblems(page([{ component: 'cta', _uid: 'c', label: 'Offerte', link: { label: 'Offerte', href: '/offerte' } }]))).toEqual([
            'content.body[0].link: not a link field (linktype story, url, email or asset)',
        ]);
        expect(contentProblems(page([{ component: 'carousel', _uid: 'x' }]))).toEqual(['content.body[0]: unknown component carousel']);
        expect(contentProblems(page([{ component: 'usp', _uid: 'u', text: 'Los' }]))).toEqual(['content.body[0]: usp is not allowed here (richtext, hero, text_image, usp_list, faq, product_teaser, category_teaser, review_list, cta, image_slider, article_list)']);
        expect(contentProblems(page([{ component: 'faq', _uid: 'f', items: [{ component: 'faq_item', _uid: 'q', question: 'Waarom?' }] }]))).toEqual(['content.body[0].items[0].answer: required']);
        expect(contentProblems({ component: 'hero', _uid: 'h', title: 'Hout' })).toEqual(['content: hero is not a content type']);
        expect(contentProblems(page([{ component: 'cta', _uid: 'c', label: 'Mail', link: { linktype: 'email', email: 'info@gevenhout.nl', fieldtype: 'multilink' } }]))).toEqual([]);
    });

    it('names only field types Storyblok has, and blocks that exist', () => {
        const names = new Set(SHOP_COMPONENTS.map(component => component.name));
        for (const component of SHOP_COMPONENTS)
            for (const [name, field] of Object.entries(component.schema)) {
                expect(['text', 'textarea', 'richtext', 'markdown', 'boolean', 'number', 'datetime', 'option', 'asset', 'multiasset', 'multilink', 'bloks', 'options'], `${component.name}.${name}`).toContain(field.type);
                for (const allowed of field.component_whitelist ?? []) expect(names.has(allowed), `${component.name}.${name}: ${allowed}`).toBe(true);
            }
    });
});
