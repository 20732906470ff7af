import * as CookieConsent from 'vanilla-cookieconsent';
import preferencesStylesheet from 'vanilla-cookieconsent/dist/css-components/preferences-modal.css?url';
import { tagManagerUrl } from '../../lib/tracking';

/** What the banner's still copy (ConsentShell.astro) asks of vanilla-cookieconsent once a visitor uses it. */
export type ConsentRequest = 'all' | 'necessary' | 'preferences';

/**
 * vanilla-cookieconsent, loaded when it is needed (consent.ts): a choice in the banner, the footer's
 * settings button, or a choice made earlier that the tag manager depends on. The banner itself is the
 * page's own markup (ConsentShell.astro), so the library never shows its own (`autoShow: false`); its
 * preferences dialog it does show.
 */
export async function startConsentBanner(root: HTMLElement, shell: HTMLElement | null) {
    const locale = root.dataset.locale ?? 'nl';
    const texts = JSON.parse(root.dataset.texts ?? '{}') as Record<string, string>;

    // The preferences' stylesheet only when they are opened.
    let preferencesStyles: Promise<void> | undefined;
    const loadPreferencesStyles = () =>
        (preferencesStyles ??= new Promise<void>(resolve => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = preferencesStylesheet;
            link.onload = link.onerror = () => resolve();
            document.head.append(link);
        }));
    const loadTagManager = () => {
        if (!CookieConsent.acceptedCategory('statistics') && !CookieConsent.acceptedCategory('marketing')) return;
        if (document.querySelector('script[data-tag-manager]')) return;
        const script = document.createElement('script');
        script.async = true;
        script.src = tagManagerUrl(root.dataset.tagManager ?? '', locale);
        script.dataset.tagManager = '';
        document.head.append(script);
    };

    // The banner steps back while the preferences are open (they lie under it otherwise), and comes back
    // should they be closed without a choice.
    window.addEventListener('cc:onModalShow', event => {
        if ((event as CustomEvent<{ modalName: string }>).detail?.modalName === 'preferencesModal' && shell) shell.hidden = true;
    });
    window.addEventListener('cc:onModalHide', event => {
        if ((event as CustomEvent<{ modalName: string }>).detail?.modalName === 'preferencesModal' && shell && !CookieConsent.validConsent())
            shell.hidden = false;
    });

    await CookieConsent.run({
        categories: { necessary: { enabled: true, readOnly: true }, statistics: {}, marketing: {} },
        cookie: { name: 'consent', expiresAfterDays: 365 },
        autoShow: false,
        hideFromBots: false,
        onConsent: () => {
            shell?.remove();
            loadTagManager();
        },
        onChange: loadTagManager,
        language: {
            default: locale,
            translations: {
                [locale]: {
                    consentModal: {},
                    preferencesModal: {
                        title: texts.preferencesTitle,
                        acceptAllBtn: texts.acceptAll,
                        acceptNecessaryBtn: texts.acceptNecessary,
                        savePreferencesBtn: texts.savePreferences,
                        closeIconLabel: texts.close,
                        sections: [
                            { title: texts.necessary, description: texts.necessaryText, linkedCategory: 'necessary' },
                            { title: texts.statistics, description: texts.statisticsText, linkedCategory: 'statistics' },
                            { title: texts.marketing, description: texts.marketingText, linkedCategory: 'marketing' },
                        ],
                    },
                },
            },
        },
    });
    // a choice made earlier that no longer counts (expired, another revision): the banner asks again
    if (!CookieConsent.validConsent() && shell) shell.hidden = false;

    return async (request: ConsentRequest) => {
        if (request === 'all') CookieConsent.acceptCategory('all');
        else if (request === 'necessary') CookieConsent.acceptCategory([]);
        else {
            await loadPreferencesStyles();
            CookieConsent.showPreferences();
        }
    };
}
