import type { SummaryRow } from '@timber-shop/rules';

/**
 * The rows of the one order summary (rules package `summaryRows`) under an order's lines: the cart,
 * every checkout step, the success page and the dashboard's order show them with this markup. Each
 * row's value carries `{testId}-{kind}` (the first of its kind), its label `{testId}-{kind}-label`.
 */
export function SummaryRows({ rows, testId }: { rows: SummaryRow[]; testId: string }) {
    const seen = new Set<string>();
    return (
        <dl className="summary-rows" data-testid={`${testId}-rows`}>
            {rows.map(row => {
                const first = !seen.has(row.kind);
                seen.add(row.kind);
                return (
                    <div key={`${row.kind}:${row.label}`} className={`summary-rows__row summary-rows__row--${row.role}`} data-kind={row.kind} data-role={row.role}>
                        <dt data-testid={first ? `${testId}-${row.kind}-label` : undefined}>{row.label}</dt>
                        <dd data-testid={first ? `${testId}-${row.kind}` : undefined}>{row.role === 'total' ? <strong>{row.value}</strong> : row.value}</dd>
                    </div>
                );
            })}
        </dl>
    );
}
