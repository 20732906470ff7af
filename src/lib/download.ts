/**
 * A file download by GET as a blob, with the file name taken from the content-disposition header
 * (spec section 7): the invoice PDFs. The session cookie goes along (same origin).
 */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
    if (!contentDisposition) return fallback;
    const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
    if (encoded) {
        try {
            return decodeURIComponent(encoded[1].trim());
        } catch {
            // a malformed encoding: the plain name below
        }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition);
    return plain ? plain[1].trim() : fallback;
}

export async function downloadFile(url: string, fallbackName: string): Promise<string> {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    const href = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return name;
}
