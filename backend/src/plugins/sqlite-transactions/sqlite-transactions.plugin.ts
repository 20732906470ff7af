import { OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { I18nService, PluginCommonModule, RuntimeVendureConfig, TransactionalConnection, VendurePlugin } from '@vendure/core';
import type { NextFunction, Request, Response } from 'express';
import { addTranslations } from '../../common/i18n';
import { asOneWork, oneTransactionAtATime } from './transaction-gate';

/**
 * How long a request waits for another one's transaction before it fails, as SQLite's own busy timeout
 * would: long enough for a payment provider's answer inside a checkout step, short enough to surface a
 * transaction that never ends.
 */
const WAIT_MS = 20_000;

const onSqlite = (type: string) => type === 'better-sqlite3';

/**
 * Transactions that stay apart on the embedded SQLite database (transaction-gate.ts): each API
 * request is one piece of work, and its transaction runs alone. PostgreSQL gives every
 * transaction a connection of its own and needs none of this.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => SqliteTransactionsPlugin.configure(config),
    compatibility: '^3.0.0',
})
export class SqliteTransactionsPlugin implements OnModuleInit, OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private i18nService: I18nService,
    ) {}

    static configure(config: RuntimeVendureConfig): RuntimeVendureConfig {
        if (onSqlite(config.dbConnectionOptions.type)) {
            // after the body parser (not beforeListen): a scope started before it would not reach the handlers
            config.apiOptions.middleware.push({ route: '/', handler: (_req: Request, _res: Response, next: NextFunction) => asOneWork(next) });
        }
        return config;
    }

    onModuleInit() {
        const dataSource = this.connection.rawConnection;
        if (onSqlite(dataSource.options.type)) oneTransactionAtATime(dataSource, { waitMs: WAIT_MS });
    }

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
