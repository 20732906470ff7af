import path from 'node:path';

interface ModuleGraph {
    getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * One chunk for the modules of the layouts' scripts (src/layouts: every-page.ts on every page,
 * shop-page.ts on the pages with header and footer), a rolldown code-splitting group: left to automatic
 * chunking, each small module they share with some island (cookies, the user cookie, the cart count,
 * the routes…) became a file of its own, two dozen per page. Islands that use one of these modules
 * import it from this chunk, which every page has loaded already.
 * Captured: what the layouts' scripts import statically, not what they load on demand (`import()`), nor
 * the shop pages' own starting modules (under src/islands/, reached from shop-page.ts only, which stay
 * in its entry), nor the rules package through its index (every rule would come along; the rules the
 * layouts use are named in `rules`).
 */
export function layoutChunk(srcDir: string, rules: string[]) {
    const everyPage = path.join(srcDir, 'layouts/every-page.ts');
    const shopPage = path.join(srcDir, 'layouts/shop-page.ts');
    const islands = path.join(srcDir, 'islands') + path.sep;
    const rulesIndex = path.join(srcDir, '../packages/rules/src/index.ts');
    const rulesFiles = new Set(rules.map(name => path.join(srcDir, `../packages/rules/src/${name}.ts`)));
    let captured: Set<string> | undefined;

    const reach = (graph: ModuleGraph, from: string[]) => {
        const seen = new Set<string>();
        const queue = [...from];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
            if (seen.has(id) || id === rulesIndex) continue;
            const info = graph.getModuleInfo(id);
            if (!info) continue;
            seen.add(id);
            queue.push(...info.importedIds);
        }
        return seen;
    };
    const layoutModules = (graph: ModuleGraph) => {
        if (captured) return captured;
        // the server's builds have no client scripts: nothing to capture, and nothing kept for the client's
        if (!graph.getModuleInfo(everyPage)) return new Set<string>();
        const everyPageModules = reach(graph, [everyPage, ...[...rulesFiles].filter(file => graph.getModuleInfo(file))]);
        const shopPageModules = [...reach(graph, [shopPage])].filter(id => !id.startsWith(islands));
        captured = new Set([...everyPageModules, ...shopPageModules]);
        captured.delete(everyPage);
        captured.delete(shopPage);
        return captured;
    };
    return {
        debugName: 'layout',
        name: (moduleId: string, graph: ModuleGraph) => (layoutModules(graph).has(moduleId) ? 'layout' : null),
    };
}
