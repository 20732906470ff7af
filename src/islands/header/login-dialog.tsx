import { createRoot } from 'react-dom/client';
import { texts } from '../../lib/interpolate';
import type { Locale } from '@timber-shop/rules';
import { validationMessages } from '../../lib/validation';
import { LoginForm } from '../../components/account/LoginForm';
import type { LoginDialogStrings } from './strings';

export interface LoginDialogOptions {
    locale: Locale;
    strings: LoginDialogStrings;
    links: { forgotPassword: string; register: string };
}

let dialog: HTMLDialogElement | null = null;

/**
 * The desktop header's login pop-up (spec: logged out, the account icon opens a login modal on
 * desktop): the shop's one login form in a modal <dialog>, built on the first click. After the
 * login the page reloads where it is, now logged in.
 */
export function openLoginDialog({ locale, strings, links }: LoginDialogOptions) {
    if (!dialog) {
        dialog = document.createElement('dialog');
        dialog.className = 'login-dialog';
        dialog.setAttribute('aria-labelledby', 'login-dialog-title');
        dialog.dataset.testid = 'login-dialog';
        document.body.append(dialog);
        const t = texts(strings);
        const close = () => dialog?.close();
        createRoot(dialog).render(
            <div className="login-dialog__body">
                <div className="login-dialog__head">
                    <h2 id="login-dialog-title">{t('account.loginTitle')}</h2>
                    <button type="button" className="login-dialog__close" aria-label={t('account.close')} onClick={close}>
                        ×
                    </button>
                </div>
                <LoginForm locale={locale} t={t} messages={validationMessages(strings)} onLoggedIn={() => window.location.reload()} forgotPasswordHref={links.forgotPassword} />
                <p>
                    {t('account.noAccount')} <a href={links.register}>{t('account.registerLink')}</a>
                </p>
            </div>,
        );
        // A click on the backdrop (the dialog element itself, outside its body) closes it.
        dialog.addEventListener('click', event => {
            if (event.target === dialog) close();
        });
    }
    dialog.showModal();
}
