/** The cart-fly animation (spec sections 2 and 9): a dot flies from where the visitor clicked to the header's cart icon. */
export const CART_FLY_MS = 800;

export function flyToCart(from: Element | null = document.activeElement): Promise<void> {
    const target = document.querySelector('[data-testid="cart-icon"]');
    if (!target || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return Promise.resolve();
    const start = from && from !== document.body ? from.getBoundingClientRect() : new DOMRect(window.innerWidth / 2, window.innerHeight / 2, 0, 0);
    const end = target.getBoundingClientRect();
    const dot = document.createElement('div');
    dot.className = 'cart-fly';
    dot.setAttribute('aria-hidden', 'true');
    dot.dataset.testid = 'cart-fly';
    Object.assign(dot.style, {
        position: 'fixed',
        zIndex: '100',
        width: '18px',
        height: '18px',
        borderRadius: '50%',
        background: 'var(--wood, #8a5a2b)',
        left: `${start.left + start.width / 2 - 9}px`,
        top: `${start.top + start.height / 2 - 9}px`,
        pointerEvents: 'none',
    });
    document.body.append(dot);
    const dx = end.left + end.width / 2 - (start.left + start.width / 2);
    const dy = end.top + end.height / 2 - (start.top + start.height / 2);
    const animation = dot.animate(
        [
            { transform: 'translate(0, 0) scale(1)', opacity: 1 },
            { transform: `translate(${dx}px, ${dy}px) scale(.4)`, opacity: 0.6 },
        ],
        { duration: CART_FLY_MS, easing: 'cubic-bezier(.5,-0.3,.7,.9)' },
    );
    return animation.finished.then(
        () => dot.remove(),
        () => dot.remove(),
    );
}
