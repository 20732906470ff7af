import type { Locale } from '@timber-shop/rules';
import type { Block } from '../../lib/content/schema';

/** What every content component gets from StoryblokComponent: its block (`blok`, the SDK's name) and the page's locale. */
export interface BlockProps<K extends Block['component']> {
    blok: Extract<Block, { component: K }>;
    locale: Locale;
}
