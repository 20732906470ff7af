/** The text a PDF of the shop shows, from pdfkit's uncompressed content streams (hex strings in TJ arrays, one line each). */
export function pdfText(pdf: Buffer): string {
    const arrays = pdf.toString('latin1').match(/\[([^\]]*)\] TJ/g) ?? [];
    return arrays.map(array => (array.match(/<([0-9a-f]+)>/gi) ?? []).map(hex => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1')).join('')).join('\n');
}
