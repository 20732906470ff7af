import components from '../../../storyblok/components/shop/components.json';

/**
 * The shop's Storyblok component schema (storyblok/components/shop/components.json, the file
 * `npm run storyblok:push` sends to a space) and a check of a story's content against it, field by field
 * with Storyblok's field types: what a story in the space may hold is what a local story may hold.
 * A richtext field holds Storyblok's richtext document; a local story may write it as HTML.
 */
export interface StoryblokField {
    type: string;
    required?: boolean;
    component_whitelist?: string[];
    minimum?: number;
    maximum?: number;
    options?: { value: string }[];
    min_value?: number;
    max_value?: number;
}
export interface StoryblokComponent {
    name: string;
    is_root: boolean;
    is_nestable: boolean;
    schema: Record<string, StoryblokField>;
}

// JSON gives each field the union of all fields' keys; the file is checked by its test
export const SHOP_COMPONENTS = components as unknown as StoryblokComponent[];

/** Keys every component's content has beside its fields. */
const CONTENT_KEYS = new Set(['component', '_uid', '_editable']);
const LINK_TYPES = new Set(['story', 'url', 'email', 'asset']);
const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What is wrong with a story's content (its root component), each problem with its path; none when it fits the schema. */
export function contentProblems(content: unknown, schema: StoryblokComponent[] = SHOP_COMPONENTS): string[] {
    const byName = new Map(schema.map(component => [component.name, component]));
    return componentProblems(content, 'content', { byName, root: true });
}

function componentProblems(value: unknown, path: string, context: { byName: Map<string, StoryblokComponent>; root: boolean; allowed?: string[] }): string[] {
    if (!isObject(value)) return [`${path}: not a component`];
    const component = byNameOf(context.byName, value.component);
    if (!component) return [`${path}: unknown component ${String(value.component)}`];
    const problems: string[] = [];
    if (context.root ? !component.is_root : !component.is_nestable) problems.push(`${path}: ${component.name} is not ${context.root ? 'a content type' : 'nestable'}`);
    if (context.allowed && !context.allowed.includes(component.name)) problems.push(`${path}: ${component.name} is not allowed here (${context.allowed.join(', ')})`);
    if (typeof value._uid !== 'string' || value._uid === '') problems.push(`${path}: no _uid`);
    for (const key of Object.keys(value)) if (!CONTENT_KEYS.has(key) && !(key in component.schema)) problems.push(`${path}.${key}: not a field of ${component.name}`);
    for (const [name, field] of Object.entries(component.schema)) problems.push(...fieldProblems(value[name], field, `${path}.${name}`, context.byName));
    return problems;
}

const byNameOf = (byName: Map<string, StoryblokComponent>, name: unknown) => (typeof name === 'string' ? byName.get(name) : undefined);

function fieldProblems(value: unknown, field: StoryblokField, path: string, byName: Map<string, StoryblokComponent>): string[] {
    if (isEmpty(value)) return field.required ? [`${path}: required`] : [];
    const wrong = (expected: string) => [`${path}: not ${expected}`];
    switch (field.type) {
        case 'text':
        case 'textarea':
        case 'markdown':
            return typeof value === 'string' ? [] : wrong('a text');
        case 'richtext':
            return typeof value === 'string' || (isObject(value) && value.type === 'doc' && Array.isArray(value.content)) ? [] : wrong('a richtext document');
        case 'boolean':
            return typeof value === 'boolean' ? [] : wrong('true or false');
        case 'number': {
            const number = Number(value);
            if ((typeof value !== 'number' && typeof value !== 'string') || Number.isNaN(number)) return wrong('a number');
            if ((field.min_value !== undefined && number < field.min_value) || (field.max_value !== undefined && number > field.max_value)) return wrong(`between ${field.min_value} and ${field.max_value}`);
            return [];
        }
        case 'datetime':
            return typeof value === 'string' && DATE.test(value) ? [] : wrong('a date (YYYY-MM-DD)');
        case 'options':
            return Array.isArray(value) && value.every(entry => typeof entry === 'string' && entry !== '') ? [] : wrong('a list of story references');
        case 'option':
            return field.options?.some(option => option.value === value) ? [] : wrong(`one of ${field.options?.map(option => option.value).join(', ')}`);
        case 'asset':
            return assetProblems(value, path);
        case 'multiasset':
            return Array.isArray(value) ? value.flatMap((asset, index) => assetProblems(asset, `${path}[${index}]`)) : wrong('a list of assets');
        case 'multilink':
            return linkProblems(value, path);
        case 'bloks': {
            if (!Array.isArray(value)) return wrong('a list of blocks');
            const problems = value.flatMap((item, index) => componentProblems(item, `${path}[${index}]`, { byName, root: false, allowed: field.component_whitelist }));
            if (field.minimum !== undefined && value.length < field.minimum) problems.push(`${path}: at least ${field.minimum}`);
            if (field.maximum !== undefined && value.length > field.maximum) problems.push(`${path}: at most ${field.maximum}`);
            return problems;
        }
        default:
            return [`${path}: field type ${field.type} is not known to the shop`];
    }
}

function assetProblems(value: unknown, path: string): string[] {
    return isObject(value) && typeof value.filename === 'string' && value.filename !== '' ? [] : [`${path}: not an asset (filename)`];
}

function linkProblems(value: unknown, path: string): string[] {
    if (!isObject(value) || !LINK_TYPES.has(String(value.linktype))) return [`${path}: not a link field (linktype story, url, email or asset)`];
    if (value.linktype === 'story') return typeof value.cached_url === 'string' && value.cached_url !== '' ? [] : [`${path}: a story link without its story (cached_url)`];
    if (value.linktype === 'email') return typeof value.email === 'string' && value.email.includes('@') ? [] : [`${path}: an e-mail link without an address`];
    return typeof value.url === 'string' && value.url !== '' ? [] : [`${path}: a link without its address (url)`];
}
