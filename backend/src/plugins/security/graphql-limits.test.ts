import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema, GraphQLError, parse, TypeInfo, ValidationContext, visit, visitInParallel } from 'graphql';
import { graphqlLimitRules, MAX_TOKENS, SHOP_API_LIMITS, tokenLimitError, withoutServerPaths } from './graphql-limits';

/**
 * The Shop API's limits leave room for every document the storefront sends: each operation in
 * src/lib/api/*.graphql (with the shared fragments) passes the depth, alias, directive and cost rules.
 */
const API_DIR = path.resolve(__dirname, '../../../../src/lib/api');
const fragments = fs.readFileSync(path.join(API_DIR, 'fragments.graphql'), 'utf8');
const files = fs.readdirSync(API_DIR).filter(name => name.endsWith('.graphql') && name !== 'fragments.graphql');

/** The limit rules alone (they read the document, not the schema's types). */
function limitErrors(source: string): string[] {
    const errors: string[] = [];
    const schema = buildSchema('type Query { unused: Int }');
    const document = parse(source);
    const context = new ValidationContext(schema, document, new TypeInfo(schema), (error: GraphQLError) => errors.push(error.message));
    visit(document, visitInParallel(graphqlLimitRules(SHOP_API_LIMITS).map(rule => rule(context))));
    return errors;
}

describe('Shop API limits', () => {
    it.each(files)('pass every operation of %s', file => {
        const source = fs.readFileSync(path.join(API_DIR, file), 'utf8');
        const document = parse(`${source}\n${fragments}`);
        const operations = document.definitions.filter(definition => definition.kind === 'OperationDefinition');
        expect(operations.length).toBeGreaterThan(0);
        // each operation on its own, with the fragments it spreads
        for (const operation of operations) {
            const text = `${source.slice(operation.loc?.start, operation.loc?.end)}\n${fragments}`;
            expect(limitErrors(text), `${file}: ${operation.name?.value}`).toEqual([]);
        }
    });

    it('refuses a collection nested 20 levels deep', () => {
        let selection = 'id';
        for (let level = 0; level < 20; level++) selection = `parent { children { ${selection} } }`;
        expect(limitErrors(`{ collection(id: "1") { ${selection} } }`).join(' ')).toMatch(/depth limit of 12/);
    });
});

describe('messages without server paths', () => {
    it('takes file paths out of a message and leaves URLs and words alone', () => {
        expect(withoutServerPaths(`ENOENT: no such file or directory, open '${process.cwd()}/data/assets/source/ab/x.jpg'`)).toBe("ENOENT: no such file or directory, open '[server]'");
        expect(withoutServerPaths('Cannot find module /home/shop/app/dist/index.js from /usr/lib/node')).toBe('Cannot find module [server] from [server]');
        expect(withoutServerPaths('at Object.<anonymous> (../node_modules/typeorm/index.js:12:3)')).toBe('at Object.<anonymous> ([server])');
        expect(withoutServerPaths('C:\\shop\\backend\\src\\index.ts failed')).toBe('[server] failed');
        expect(withoutServerPaths('See https://shop.example/work/orders and 3/4 m')).toBe('See https://shop.example/work/orders and 3/4 m');
    });

    it('counts tokens before parsing: a document over the limit gets the limit named', () => {
        expect(tokenLimitError(`{ ${'a '.repeat(MAX_TOKENS + 5)}}`)).toMatch(/Token limit of 20000/);
        expect(tokenLimitError('{ activeChannel { code } }')).toBeUndefined();
        expect(tokenLimitError(`{ "unterminated ${'x'.repeat(MAX_TOKENS)}`)).toBeUndefined();
    });
});
