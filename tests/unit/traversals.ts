/**
 * Each way of writing `..` and a separator an attacker tries on the storefront's proxy routes, as it
 * stands in a request's path (tests/unit/proxy-paths.test.ts, tests/browser/hardening.spec.ts).
 */
export const TRAVERSALS = [
    '..',
    '%2e%2e',
    '%2E%2e',
    '.%2E',
    '%252e%252e',
    '%252E%252E',
    '..%5c',
    '..%5C',
    '..\\',
    '%2e%2e%2f',
    '%2F',
    '..%252f',
    '%c0%ae%c0%ae',
    '%C0%AE.',
    '%e0%80%ae%e0%80%ae',
    '%',
    '%00',
] as const;
