/**
 * Reading an order's amounts as a customer reads them, on a page, in a mail or in a PDF: the tests
 * of the one order summary (docs/ARCHITECTURE.md, "One order summary") give the text a customer sees
 * and the summary the rules package makes of the order, and get back the amounts as read from the text.
 * No rules package import: the browser tests' runner loads it only through tests/browser/rules.ts.
 */

/** The euro amounts a text shows, in order: '€ 1.234,56' is 123456, '- € 10,00' is -1000. */
export function amountsOf(text: string): number[] {
    return [...text.replace(/\u00a0/g, ' ').matchAll(/(-\s*)?€\s*(\d{1,3}(?:\.\d{3})*),(\d{2})/g)].map(
        ([, minus, euros, cents]) => (minus ? -1 : 1) * (Number(euros.replace(/\./g, '')) * 100 + Number(cents)),
    );
}

export interface ExpectedRow {
    kind: string;
    role: string;
    label: string;
    value: string;
    amount: number | null;
    base?: number;
}

export interface ReadRow {
    kind: string;
    role: string;
    label: string;
    amount: number | null;
    base?: number;
}

/**
 * Reads `text` against the summary it should show: every row's words, then its value, in the
 * summary's order; and the amounts of the text, in order, must be exactly the lines' (unit, when
 * shown, then amount) and the rows' (a VAT row's base, then its VAT), nothing missing, nothing more.
 * Returns the lines' amounts and the rows as read, for the caller to add up (rules `summaryMismatch`).
 * Throws, naming what it missed, when the text does not show the summary.
 */
export function readSummary(
    text: string,
    expected: { lines: { unit: number; amount: number }[]; rows: ExpectedRow[] },
    { unitPrices = true, lines = true }: { unitPrices?: boolean; lines?: boolean } = {},
): { lines: number[]; rows: ReadRow[] } {
    const shown = text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
    let at = 0;
    for (const row of expected.rows) {
        const label = shown.indexOf(row.label, at);
        if (label < 0) throw new Error(`the text does not show "${row.label}" (after position ${at}): ${shown.slice(at, at + 300)}`);
        const value = shown.indexOf(row.value, label + row.label.length);
        if (value < 0) throw new Error(`the text does not show "${row.value}" after "${row.label}"`);
        at = value + row.value.length;
    }
    const wanted = [
        ...(lines ? expected.lines.flatMap(line => (unitPrices ? [line.unit, line.amount] : [line.amount])) : []),
        ...expected.rows.flatMap(row => [...(row.base !== undefined ? [row.base] : []), ...(row.amount !== null && row.value.includes('€') ? [row.amount] : [])]),
    ];
    const read = amountsOf(shown);
    if (read.join(' ') !== wanted.join(' ')) throw new Error(`the text's amounts are ${read.join(' ')}, the summary's ${wanted.join(' ')}`);
    // the amounts read, back in their places
    let next = 0;
    const take = () => read[next++];
    const readLine = () => {
        if (unitPrices) take(); // the unit price, before the line's amount
        return take();
    };
    const readLines = lines ? expected.lines.map(readLine) : expected.lines.map(line => line.amount);
    const readRows = expected.rows.map(row => {
        const base = row.base !== undefined ? take() : undefined;
        const amount = row.amount !== null && row.value.includes('€') ? take() : row.amount;
        return { kind: row.kind, role: row.role, label: row.label, amount, base };
    });
    return { lines: readLines, rows: readRows };
}

/** The text of a mail's order table (its lines and summary rows, partials/order-table.hbs), as a mail client shows it. */
export function mailOrderTable(html: string): string {
    const from = html.indexOf('class="line"');
    const to = html.indexOf('</tr>', html.lastIndexOf('class="summary'));
    if (from < 0 || to < 0) throw new Error('the mail has no order table');
    return html
        .slice(from, to)
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&#x3D;/g, '=')
        .replace(/&nbsp;/g, ' ');
}
