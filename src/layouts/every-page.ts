/**
 * The one script of every page (BaseLayout): the frame (loading bar, offline notice, chunk errors), consent
 * and tracking, the toasts, document links, and links prefetched in view. One entry, and its modules in one chunk with the
 * shop pages' (astro.config.mjs, layoutChunk): a page loads a few files, not a file per module.
 */
import '../islands/frame/frame';
import '../islands/consent/consent';
import '../islands/toasts/toasts';
import { prefetchLinksInView } from '../islands/frame/prefetch';
import { handleDocumentLinks } from '../islands/frame/document-links';

prefetchLinksInView();
handleDocumentLinks();
