import { BRAND, type Locale, LOCALE_INFO } from '@timber-shop/rules';
import type { Article } from './pages';
import { renderRichtext } from './richtext';
import type { Block } from './schema';

/** schema.org structured data for content pages: breadcrumbs, articles, FAQ. */

export function breadcrumbList(site: URL, crumbs: { name: string; href?: string }[]) {
    return {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.name,
            ...(crumb.href ? { item: new URL(crumb.href, site).href } : {}),
        })),
    };
}

export function articleData(site: URL, article: Article, path: string, locale: Locale) {
    const organization = { '@type': 'Organization', name: BRAND[locale].name, url: site.href };
    return {
        '@type': 'Article',
        headline: article.name,
        description: article.content.seo_description ?? article.content.intro,
        image: new URL(article.content.image.filename, site).href,
        datePublished: article.content.date,
        inLanguage: LOCALE_INFO[locale].tag,
        mainEntityOfPage: new URL(path, site).href,
        author: organization,
        publisher: organization,
    };
}

/** FAQPage from the story's FAQ blocks, or undefined when it has none. */
export function faqPage(blocks: Block[]) {
    const questions = blocks.flatMap(block => (block.component === 'faq' ? block.items : []));
    if (questions.length === 0) return undefined;
    return {
        '@type': 'FAQPage',
        mainEntity: questions.map(item => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: renderRichtext(item.answer) },
        })),
    };
}
