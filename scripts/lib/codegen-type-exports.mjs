/**
 * codegen's `afterOneFileWrite` hook (codegen.ts): the client preset re-exports an enum it imports from
 * the shared `gql/schema.ts` as `export { CurrencyCode };`, which `verbatimModuleSyntax` refuses for a
 * type; this makes it `export type { CurrencyCode };`.
 */
import fs from 'node:fs';

for (const file of process.argv.slice(2)) {
    const text = fs.readFileSync(file, 'utf8');
    const typed = text.replace(/^export \{ ([A-Za-z]+) \};$/gm, 'export type { $1 };');
    if (typed !== text) fs.writeFileSync(file, typed);
}
