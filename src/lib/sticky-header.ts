/**
 * The header stays at the top of the window (sticky): what the page scrolls to (another page of a
 * category, an anchor such as #title) must land below it. Its height, which differs by width and
 * grows with the phone's search bar, is kept in the page's `--sticky-header`, the root's
 * scroll-padding-top (src/styles/global.css), which scrollIntoView and anchors respect.
 */
const header = () => document.querySelector<HTMLElement>('.site-header');

export function stickyHeaderHeight(): number {
    return header()?.getBoundingClientRect().height ?? 0;
}

export function followStickyHeader() {
    const element = header();
    if (!element || typeof ResizeObserver === 'undefined') return;
    new ResizeObserver(() => document.documentElement.style.setProperty('--sticky-header', `${Math.ceil(stickyHeaderHeight())}px`)).observe(element);
}
