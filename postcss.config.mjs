// @ts-check
import postcssCustomMedia from 'postcss-custom-media';
import { customMedia } from './packages/rules/src/breakpoints.ts';

/**
 * The stylesheets' breakpoints from their one home (packages/rules, breakpoints.ts): every stylesheet
 * (src/styles, the components' <style>) gets the shop's custom media (`--md`, `--below-lg`, …) put in
 * front, and postcss-custom-media writes them out as plain media queries.
 */
const breakpoints = {
    postcssPlugin: 'timber-shop-breakpoints',
    /** @param {import('postcss').Root} root @param {{ postcss: typeof import('postcss') }} helpers */
    Once(root, { postcss }) {
        root.prepend(postcss.parse(customMedia()).nodes);
    },
};

export default { plugins: [breakpoints, postcssCustomMedia()] };
