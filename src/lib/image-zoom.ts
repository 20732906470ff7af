/**
 * Image zoom on the product page: PhotoSwipe (a maintained lightbox: keyboard, swipe and pinch, focus
 * kept in the dialog and given back on close), loaded with its stylesheet on the first open only, so a
 * page that is not zoomed pays nothing for it.
 */

/** An image with its size in pixels (PhotoSwipe lays it out before it loads). */
export interface ZoomImage {
    src: string;
    width: number;
    height: number;
    alt: string;
}

/** The lightbox's texts in the page's language (PhotoSwipe's own are English). */
export interface ZoomTexts {
    dialog: string;
    close: string;
    zoom: string;
    previous: string;
    next: string;
    error: string;
}

/** Links a stylesheet once; resolves when it has loaded (PhotoSwipe measures its elements on init). */
function linkStylesheet(href: string) {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const loaded = new Promise<void>((resolve, reject) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => reject(new Error(`stylesheet ${href} did not load`)), { once: true });
    });
    document.head.append(link);
    return loaded;
}

/** Opens the lightbox on the image at index (loading PhotoSwipe the first time). */
export async function openImageZoom(images: ZoomImage[], index: number, texts: ZoomTexts) {
    // the stylesheet by its address (?url), linked here: imported as CSS, the build linked it in the head of every page
    const [{ default: PhotoSwipe }, { default: stylesheet }] = await Promise.all([import('photoswipe'), import('photoswipe/style.css?url')]);
    await linkStylesheet(stylesheet);
    const lightbox = new PhotoSwipe({
        dataSource: images,
        index,
        closeTitle: texts.close,
        zoomTitle: texts.zoom,
        arrowPrevTitle: texts.previous,
        arrowNextTitle: texts.next,
        errorMsg: texts.error,
        // the zoom button and a tap show the image at twice its own size (pinch and wheel up to three times), for the grain
        secondaryZoomLevel: 2,
        maxZoomLevel: 3,
        showHideAnimationType: 'fade',
    });
    lightbox.on('bindEvents', () => {
        lightbox.element?.setAttribute('aria-label', texts.dialog);
        lightbox.element?.setAttribute('aria-modal', 'true');
        lightbox.element?.setAttribute('data-testid', 'image-zoom');
    });
    lightbox.init();
}
