import type { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';

// altcha-lib's CommonJS build, as the requests plugin's captcha.service.ts loads it
const { solveChallenge } = require('altcha-lib') as typeof import('altcha-lib', { with: { 'resolution-mode': 'import' } });
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2') as typeof import('altcha-lib/algorithms/pbkdf2', { with: { 'resolution-mode': 'import' } });

/** What the ALTCHA widget sends once it has solved the shop's challenge: the challenge and its solution, base64 JSON. */
export async function solvedCaptcha(shopClient: SimpleGraphQLClient): Promise<string> {
    const { captchaChallenge } = await shopClient.query(gql`
        {
            captchaChallenge
        }
    `);
    const solution = await solveChallenge({ challenge: captchaChallenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge: captchaChallenge, solution })).toString('base64');
}
