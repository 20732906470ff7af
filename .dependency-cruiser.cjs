/**
 * The shop's structure as its imports draw it (`npm run check:structure`, a step of `npm test`):
 * no import circles, and no arrow running back up (ARCHITECTURE, "Where each concern lives").
 * Type-only imports are arrows too; a circle may close only through one, as the two ends of one
 * TypeORM relation do (lead-attachment.entity.ts names its lead by name and as a type only).
 */
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
    forbidden: [
        {
            name: 'no-circles',
            comment: 'A module never reaches itself through imports that load.',
            severity: 'error',
            from: {},
            to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
        },
        {
            name: 'rules-are-the-ground-floor',
            comment: 'The rules package, shared by storefront, server and backend, imports none of them.',
            severity: 'error',
            from: { path: '^packages/rules/' },
            to: { path: '^(src|server|scripts|backend|netlify|tests)/' },
        },
        {
            name: 'lib-imports-no-ui',
            comment: 'src/lib is what capabilities share: it imports no island, component, view, layout or page.',
            severity: 'error',
            from: { path: '^src/lib/' },
            to: { path: '^src/(islands|components|views|layouts|pages)/' },
        },
        {
            name: 'islands-do-not-reach-into-each-other',
            comment: "An island folder imports another's only through src/lib or a shared component.",
            severity: 'error',
            from: { path: '^src/islands/([^/]+)/' },
            to: { path: '^src/islands/', pathNot: '^src/islands/$1/' },
        },
        {
            name: 'the-storefront-runs-without-server-scripts-or-tests',
            comment: 'src/ is the Astro app: the Node server, the scripts and the test fakes build on it, never the other way.',
            severity: 'error',
            from: { path: '^src/', pathNot: TEST },
            to: { path: '^(server|scripts|tests|backend)/' },
        },
        {
            name: 'the-server-runs-without-scripts-or-tests',
            severity: 'error',
            from: { path: '^server/', pathNot: TEST },
            to: { path: '^(scripts|tests|backend)/' },
        },
        {
            name: 'the-backend-stands-alone',
            comment: 'The backend shares only the rules package with the storefront.',
            severity: 'error',
            from: { path: '^backend/src/', pathNot: TEST },
            to: { path: '^(src|server|scripts|tests)/' },
        },
        {
            name: 'services-inject-their-options',
            comment: "A plugin's services read its options through its injection token, never from the plugin class.",
            severity: 'error',
            from: { path: '^backend/src/plugins/.+\\.(service|resolver|controller|handler|strategy)\\.ts$' },
            to: { path: '\\.plugin\\.ts$' },
        },
    ],
    options: {
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '(^|/)(dist|node_modules|__vendure-dashboard-temp)/|^src/lib/api/gql/' },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        combinedDependencies: true,
    },
};
