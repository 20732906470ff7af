/**
 * `npm run storyblok:push`: sets up a Storyblok space for the shop by pushing its component schema
 * (storyblok/components/shop/components.json: the blocks, content types and their fields, the schema the
 * local stories are tested against) with Storyblok's own CLI (`storyblok components push`, which creates
 * or updates each component). The CLI runs through npx at a pinned version, only when this is run: it is
 * not part of the shop's install.
 *
 * Needs STORYBLOK_SPACE_ID (the target space) and STORYBLOK_MANAGEMENT_TOKEN (a personal access token of
 * an account that may edit the space), STORYBLOK_LOGIN (that account's e-mail) and STORYBLOK_REGION (eu,
 * us, ap, ca, cn; default eu). The CLI reads its login from STORYBLOK_LOGIN, STORYBLOK_TOKEN and
 * STORYBLOK_REGION; the shop's STORYBLOK_TOKEN is the Content Delivery token, so it is given the
 * management token under that name for this run only.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STORYBLOK_CLI = 'storyblok@4.22.0';
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { STORYBLOK_SPACE_ID: space, STORYBLOK_MANAGEMENT_TOKEN: token, STORYBLOK_LOGIN: login, STORYBLOK_REGION: region = 'eu' } = process.env;
const missing = Object.entries({ STORYBLOK_SPACE_ID: space, STORYBLOK_MANAGEMENT_TOKEN: token, STORYBLOK_LOGIN: login })
    .filter(([, value]) => !value)
    .map(([name]) => name);
if (missing.length > 0) {
    console.error(`npm run storyblok:push needs ${missing.join(', ')} (see README, "Setting up a Storyblok space")`);
    process.exit(1);
}
// the CLI reads storyblok/components/{--from}/*.json: the folder `shop` holds the shop's schema
execFileSync('npx', ['--yes', STORYBLOK_CLI, '--path', 'storyblok', '--no-report-enabled', 'components', 'push', '--space', space, '--from', 'shop'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBLOK_TOKEN: token, STORYBLOK_LOGIN: login, STORYBLOK_REGION: region },
});
