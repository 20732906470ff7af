import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import sharp from 'sharp';
import { EMPTY_INITIAL_DATA, WAIT_FOR_JOBS } from '../../common/testing/test-shop';
import { AvifPresetsService } from './avif-presets.service';
import { IMAGE_PRESETS } from './image-presets';
import { ShopImageTransformStrategy, STAND_IN_CACHE_HEADER } from './image-transform.strategy';
import { ImagesPlugin } from './images.plugin';

/**
 * AVIF without a shopper waiting for its encoder, on a real Vendure server with the shop's asset
 * server set-up: an image added gets its AVIF presets from the background job (and a start, the
 * missing ones of every image); until they are there
 * an AVIF request is answered with the WebP, kept briefly; once there, the asset server sends the
 * AVIF the job wrote (under the name it gives it: nothing new is encoded on request); a moved focal
 * point gets its own.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const PORT = 3143;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-e2e-'));
const { server, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: PORT },
        // as vendure-config.ts lists them: the images plugin first, its filters before the asset server
        plugins: [
            ImagesPlugin.init({ avifPresets: 'background' }),
            AssetServerPlugin.init({ route: 'assets', assetUploadDir: uploadDir, assetUrlPrefix: '/assets/', presets: IMAGE_PRESETS, imageTransformStrategy: new ShopImageTransformStrategy() }),
        ],
    }),
);

const CREATE_ASSETS = gql`
    mutation CreateAssets($input: [CreateAssetInput!]!) {
        createAssets(input: $input) {
            ... on Asset {
                id
                preview
            }
        }
    }
`;
const UPDATE_ASSET = gql`
    mutation UpdateAsset($input: UpdateAssetInput!) {
        updateAsset(input: $input) {
            id
        }
    }
`;

let asset: { id: string; preview: string };

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await adminClient.asSuperAdmin();
    // a plank-coloured picture with some grain, as large as the demo's
    const file = path.join(uploadDir, 'plank.png');
    const grain = Buffer.from(Array.from({ length: 1240 * 1522 * 3 }, (_, i) => 120 + ((i * 7919) % 97)));
    await sharp(grain, { raw: { width: 1240, height: 1522, channels: 3 } }).png().toFile(file);
    const { createAssets } = await adminClient.fileUploadMutation({ mutation: CREATE_ASSETS, filePaths: [file], mapVariables: () => ({ input: [{ file: null }] }) });
    asset = createAssets[0];
}, 300_000);

afterAll(async () => {
    await server.destroy();
    fs.rmSync(uploadDir, { recursive: true, force: true });
});

const cacheFiles = () => fs.readdirSync(path.join(uploadDir, 'cache'), { recursive: true }).filter(name => String(name).endsWith('.avif')).map(String);
const get = (query: string) => fetch(`http://localhost:${PORT}/assets/${asset.preview.replace(/^\/?assets\//, '')}?${query}`);

describe('AVIF images', () => {
    it('are made in the background for an image added: the thumb, card, medium and large presets', async () => {
        await expect.poll(() => cacheFiles().length, WAIT_FOR_JOBS).toBe(4);
        const response = await get('preset=medium&format=avif&q=50');
        expect(response.headers.get('content-type')).toBe('image/avif');
        expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 360, height: 442 });
    });

    it('are answered with the WebP, kept briefly, until made; then with the AVIF made, nothing encoded on request', async () => {
        for (const name of cacheFiles()) fs.rmSync(path.join(uploadDir, 'cache', name));
        const standIn = await get('preset=large&format=avif&q=50');
        expect(standIn.headers.get('content-type')).toBe('image/webp');
        expect(standIn.headers.get('cache-control')).toBe(STAND_IN_CACHE_HEADER);
        expect(await sharp(Buffer.from(await standIn.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 620, height: 761 });
        // the job's work at a start, done here at once: every image's missing presets
        const makeMissing = () => server.app.get(AvifPresetsService).makeMissingAvifPresets();
        expect(await makeMissing()).toBe(4);
        const made = cacheFiles();
        const avif = await get('preset=large&format=avif&q=50');
        expect(avif.headers.get('content-type')).toBe('image/avif');
        expect(avif.headers.get('cache-control')).toBe('public, max-age=15552000');
        expect(await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).toMatchObject({ width: 620, height: 761 });
        expect(cacheFiles()).toEqual(made);
        expect(await makeMissing()).toBe(0);
    });

    it('are made again for a moved focal point, which the storefront asks for', async () => {
        await adminClient.query(UPDATE_ASSET, { input: { id: asset.id, focalPoint: { x: 0.25, y: 0.75 } } });
        await expect.poll(() => cacheFiles().length, WAIT_FOR_JOBS).toBe(8);
        const response = await get('preset=card&format=avif&q=50&fpx=0.25&fpy=0.75');
        expect(response.headers.get('content-type')).toBe('image/avif');
        expect(cacheFiles()).toHaveLength(8);
    });
});

describe('the filters modifier', () => {
    const metadata = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

    it('makes the preset in grayscale (and blurred, sharpened), in the format asked, and keeps it', async () => {
        // the JPEG of a grayscale image has one channel
        expect(await metadata(await get('preset=card&format=jpg&q=75'))).toMatchObject({ format: 'jpeg', channels: 3 });
        expect(await metadata(await get('preset=card&format=jpg&q=75&filters=grayscale'))).toMatchObject({ format: 'jpeg', channels: 1, width: 171, height: 210 });
        const gray = await get('preset=card&format=webp&q=75&filters=grayscale');
        expect(gray.status).toBe(200);
        expect(gray.headers.get('content-type')).toBe('image/webp');
        expect(gray.headers.get('cache-control')).toBe('public, max-age=15552000');
        const body = Buffer.from(await gray.arrayBuffer());
        expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 171, height: 210 });
        // made once, then read from the cache: the same bytes, no file more
        const cached = () => fs.readdirSync(path.join(uploadDir, 'cache'), { recursive: true }).length;
        const before = cached();
        expect(Buffer.from(await (await get('preset=card&format=webp&q=75&filters=grayscale')).arrayBuffer()).equals(body)).toBe(true);
        expect(cached()).toBe(before);
        // filters together, in any order: one image; WebP for an AVIF asked for
        expect(await metadata(await get('preset=medium&format=jpg&q=75&filters=sharpen,grayscale'))).toMatchObject({ format: 'jpeg', channels: 1, width: 360, height: 442 });
        const blurred = await get('preset=thumb&format=avif&q=50&filters=blur');
        expect(blurred.headers.get('content-type')).toBe('image/webp');
        expect(await metadata(blurred)).toMatchObject({ width: 73, height: 90 });
    });

    it('refuses filters it does not know, or twice, without making anything', async () => {
        const cached = () => fs.readdirSync(path.join(uploadDir, 'cache'), { recursive: true }).length;
        const before = cached();
        for (const filters of ['sepia', 'grayscale,grayscale', 'grayscale,blur,sharpen,blur', '']) {
            const response = await get(`preset=card&format=webp&filters=${filters}`);
            expect(response.status, filters).toBe(400);
        }
        expect(cached()).toBe(before);
        expect((await get('preset=card&format=webp&q=75')).status).toBe(200);
    });
});
