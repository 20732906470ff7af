/**
 * Document links (product documents, category attachments) marked `data-download`: a click fetches
 * the file as a blob and saves it under the name from its content-disposition header (spec section 7);
 * should the fetch fail, the browser follows the link itself. On every page (src/layouts/every-page.ts);
 * the download code loads with the first click.
 */
export function handleDocumentLinks(root: Document = document) {
    root.addEventListener('click', event => {
        const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-download]') : null;
        if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        import('../../lib/download')
            .then(({ downloadFile }) => downloadFile(link.href, link.getAttribute('download') || 'document'))
            .catch(() => location.assign(link.href));
    });
}
