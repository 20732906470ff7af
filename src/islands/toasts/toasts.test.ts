// @vitest-environment happy-dom
import { MAX_NOTIFICATIONS, NOTIFICATION_TIMEOUT_MS } from '@timber-shop/rules';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $toasts, NOTIFY_EVENT, notify } from '../../lib/toasts';

/** The layout's live region, as Toasts.astro renders it, before the island's script runs. */
let region: HTMLElement;
beforeAll(async () => {
    document.body.innerHTML = '<div data-toasts data-close-label="Sluiten" aria-live="polite"></div>';
    region = document.querySelector<HTMLElement>('[data-toasts]') as HTMLElement;
    await import('./toasts');
});
afterEach(() => {
    $toasts.set([]);
    vi.useRealTimers();
});

/** What a visitor reads in each toast on screen: its message and, when there is one, its list. */
const shown = () => [...region.querySelectorAll<HTMLElement>('[data-testid="toast"]')].map(toast => toast.querySelector('.toast__body')?.textContent);

describe('the toasts island', () => {
    it(`shows the newest ${MAX_NOTIFICATIONS} toasts; an older one comes back when a newer one is closed`, () => {
        for (const message of ['een', 'twee', 'drie', 'vier']) notify({ message, type: 'info', persist: true });
        expect(shown()).toEqual(['twee', 'drie', 'vier']);

        const close = region.querySelectorAll<HTMLButtonElement>('.toast__close');
        expect([...close].map(button => button.getAttribute('aria-label'))).toEqual(['Sluiten', 'Sluiten', 'Sluiten']);
        close[2].click();
        expect(shown()).toEqual(['een', 'twee', 'drie']);
    });

    it('gives an error the alert role and the others status, each with its icon', () => {
        notify({ message: 'Niet op voorraad', type: 'error', persist: true });
        notify({ message: 'Toegevoegd', type: 'success', persist: true, icon: '🛒' });
        const toasts = [...region.querySelectorAll<HTMLElement>('[data-testid="toast"]')];
        expect(toasts.map(toast => [toast.getAttribute('role'), toast.querySelector('.toast__icon')?.textContent])).toEqual([
            ['alert', '!'],
            ['status', '🛒'],
        ]);
    });

    it('lists the items a toast names, and its action runs once and closes it', () => {
        const undo = vi.fn();
        notify({
            message: 'Verwijderd uit je winkelwagen',
            type: 'info',
            persist: true,
            items: [{ id: '7', name: 'Douglas plank 28 x 195 mm' }],
            action: { text: 'Ongedaan maken', onClick: undo },
        });
        expect(shown()).toEqual(['Verwijderd uit je winkelwagenDouglas plank 28 x 195 mm']);
        region.querySelector<HTMLButtonElement>('.toast__action')?.click();
        expect(undo).toHaveBeenCalledTimes(1);
        expect(shown()).toEqual([]);
    });

    it('a link action leads to its page; a toast without close button has none', () => {
        notify({ message: 'In je winkelwagen', type: 'success', persist: true, dismiss: false, action: { text: 'Bekijk winkelwagen', href: '/winkelwagen' } });
        const action = region.querySelector<HTMLAnchorElement>('a.toast__action');
        expect(action?.getAttribute('href')).toBe('/winkelwagen');
        expect(action?.textContent).toBe('Bekijk winkelwagen');
        expect(region.querySelector('.toast__close')).toBeNull();
    });

    it(`a toast goes after ${NOTIFICATION_TIMEOUT_MS} ms, or its own timeout; a persistent one stays`, () => {
        vi.useFakeTimers();
        notify({ message: 'standaard', type: 'info' });
        notify({ message: 'kort', type: 'info', timeout: 1000 });
        notify({ message: 'blijft', type: 'info', persist: true });
        vi.advanceTimersByTime(1000);
        expect(shown()).toEqual(['standaard', 'blijft']);
        vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS);
        expect(shown()).toEqual(['blijft']);
    });

    it('plain scripts without the store send a toast as an event; one without a message shows nothing', () => {
        window.dispatchEvent(new CustomEvent(NOTIFY_EVENT, { detail: { message: 'Je bent offline', type: 'error', persist: true } }));
        window.dispatchEvent(new CustomEvent(NOTIFY_EVENT, { detail: { type: 'error' } }));
        window.dispatchEvent(new CustomEvent(NOTIFY_EVENT));
        expect(shown()).toEqual(['Je bent offline']);
    });

    it('a message is text, never markup', () => {
        notify({ message: '<img src=x onerror=alert(1)>', type: 'info', persist: true });
        expect(region.querySelector('img')).toBeNull();
        expect(shown()).toEqual(['<img src=x onerror=alert(1)>']);
    });
});
