/**
 * The one script of every page (BaseLayout): the frame (loading bar, offline notice, chunk errors), consent
 * and tracking, the toasts, document links, and links prefetched in view. One entry, and its modules in one chunk with the
 * shop pages' (astro.config.mjs, layoutChunk): a page loads a few files, not a file per module.
 */
import '../frame/frame';
import '../consent/consent';
import '../toasts/toasts';
import { prefetchLinksInView } from './prefetch';
import { handleDocumentLinks } from './document-links';

prefetchLinksInView();
handleDocumentLinks();
