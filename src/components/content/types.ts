import type { Locale } from '@timber-shop/rules';
import type { Block } from '../../lib/content/schema';

/** What every content component gets: its block and the page's locale. */
export interface BlockProps<K extends Block['component']> {
    block: Extract<Block, { component: K }>;
    locale: Locale;
}
