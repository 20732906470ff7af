import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';

// The staff admin (@vendure/dashboard), built once into dist/dashboard and served by the backend at /dashboard.
// api host 'auto': the dashboard calls the Admin API on the origin that served it.
export default defineConfig({
    base: '/dashboard/',
    build: { outDir: join(__dirname, 'dist/dashboard'), emptyOutDir: true },
    plugins: [
        vendureDashboardPlugin({
            vendureConfigPath: pathToFileURL(resolve(__dirname, 'src/vendure-config.ts')),
            api: { host: 'auto', port: 'auto' },
            tempCompilationDir: resolve(__dirname, '__vendure-dashboard-temp'),
        }),
    ],
});
