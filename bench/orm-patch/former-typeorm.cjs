/**
 * The shop's former ORM set-up, for the bench's comparison only (scripts/lib/bench-orm.mjs): loaded
 * with `--require` into a shop backend, it resolves every `typeorm` import to a copy of TypeORM with
 * the former patch (bench/orm-patch/typeorm+0.3.31.patch) applied (FORMER_TYPEORM_DIR), and loads
 * relations by query in every find (the former `relationLoadStrategy: 'query'`). The shop itself runs
 * TypeORM as Vendure ships it.
 */
const Module = require('node:module');
const path = require('node:path');

const copy = process.env.FORMER_TYPEORM_DIR;
if (!copy) throw new Error('FORMER_TYPEORM_DIR names the patched copy of TypeORM');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
    const redirected = request === 'typeorm' || request.startsWith('typeorm/') ? path.join(copy, request.slice('typeorm'.length)) : request;
    return resolve.call(this, redirected, ...rest);
};
const { DataSource } = require(copy);
const initialize = DataSource.prototype.initialize;
DataSource.prototype.initialize = function (...args) {
    this.options.relationLoadStrategy = 'query';
    return initialize.apply(this, args);
};
