/**
 * The script of the shop's pages with header and footer (DefaultLayout), beside every-page.ts: the
 * header's widgets, the chat's launcher, and the campaign of the address kept (add-utm-parameters).
 */
import '../islands/header/header-widgets';
import '../islands/chat/chat-launcher';
import { addUtmParameters } from '../lib/route-middleware/add-utm-parameters';

addUtmParameters();
