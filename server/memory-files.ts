/**
 * The hot path of serving the pre-rendered site: small files (pages, scripts, styles, up to
 * `maxFileBytes`) answered from memory, with the same answer sirv gives (the same file for the
 * same path and Accept-Encoding, the same headers and ETag), so a page costs no file system call.
 * sirv reads the file for every request; under load that was the difference to a bare node:http
 * answer (bench/RESULTS.md). Whatever this does not answer goes on to sirv: range requests, larger
 * files, paths it does not know. A build's files never change once it is served (a rebuild is a
 * new folder, live-site.ts), so the bytes are read once, and each file's whole header set
 * (with the server's own `headers`, the security headers) is put together once: an answer is one
 * writeHead and one end, as a bare node:http server's (bench/RESULTS.md).
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';

const ENCODINGS = [
    { name: 'br', suffix: '.br', accepted: /\b(br|brotli)\b/i },
    { name: 'gzip', suffix: '.gz', accepted: /\bgzip\b/ },
];

export interface MemoryFilesOptions {
    maxFileBytes?: number;
    maxTotalBytes?: number;
    cacheControl: (pathname: string) => string;
    /** sent with every answer, before the file's own */
    headers?: [string, string][];
    /**
     * answers a request whose file could not be read (gone from the folder): the file is forgotten, and
     * the server answers from elsewhere (its live build) instead of the error ending the process
     */
    onReadError?: (req: IncomingMessage, res: ServerResponse, error: NodeJS.ErrnoException) => void;
}

/** Answers a request from memory and returns true, or returns false for sirv. */
export type MemoryFiles = (req: IncomingMessage, res: ServerResponse) => boolean;

interface FileHeaders {
    'Content-Length': number;
    'Content-Type': string;
    'Last-Modified': string;
    ETag: string;
    'Content-Encoding'?: string;
}

interface MemoryFile {
    abs: string;
    headers: FileHeaders;
    bytes: Buffer | undefined;
    /** the whole header lists, by request path and Vary */
    answers: Map<string, { ok: string[]; notModified: string[] }>;
}

/** `dir`: the build's client folder. */
export function memoryFiles(dir: string, { maxFileBytes = 256 * 1024, maxTotalBytes = 64 * 1024 * 1024, cacheControl, headers: serverHeaders = [], onReadError }: MemoryFilesOptions): MemoryFiles {
    /** file path under dir ('/a/index.html', '/a/index.html.br') → its headers, and its bytes once read */
    const files = new Map<string, MemoryFile>();
    for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        const abs = path.join(dir, name);
        const stats = fs.statSync(abs);
        if (!stats.isFile() || stats.size > maxFileBytes || /(^|[/\\])\./.test(name)) continue;
        const encoding = ENCODINGS.find(e => name.endsWith(e.suffix));
        let type = lookup(encoding ? name.slice(0, -encoding.suffix.length) : name) || '';
        if (type === 'text/html') type += ';charset=utf-8';
        const headers: FileHeaders = {
            'Content-Length': stats.size,
            'Content-Type': type,
            'Last-Modified': stats.mtime.toUTCString(),
            ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
        };
        if (encoding) headers['Content-Encoding'] = encoding.name;
        files.set(`/${name.split(path.sep).join('/')}`, { abs, headers, bytes: undefined, answers: new Map() });
    }
    let totalBytes = 0;

    /** sirv's order: the path itself, then with .html, then its index.html; each compressed first when accepted */
    const find = (pathname: string, acceptEncoding: string) => {
        const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
        const suffixes = [...ENCODINGS.filter(e => e.accepted.test(acceptEncoding)).map(e => e.suffix), ''];
        for (const candidate of [base, `${base}.html`, `${base}/index.html`]) {
            for (const suffix of suffixes) {
                const file = files.get(candidate + suffix);
                if (file) return file;
            }
        }
        return undefined;
    };

    return (req, res) => {
        if (req.headers.range) return false;
        let pathname = (req.url ?? '/').split('?')[0];
        if (pathname.includes('%')) {
            try {
                pathname = decodeURI(pathname);
            } catch {
                return false;
            }
        }
        const file = find(pathname, req.headers['accept-encoding'] ?? '');
        if (!file) return false;
        if (!file.bytes) {
            if (totalBytes + file.headers['Content-Length'] > maxTotalBytes) return false;
            try {
                file.bytes = fs.readFileSync(file.abs);
            } catch (error) {
                for (const [name, known] of files) if (known === file) files.delete(name);
                if (!onReadError) return false;
                onReadError(req, res, error as NodeJS.ErrnoException);
                return true;
            }
            totalBytes += file.bytes.length;
        }
        // one header list per file, request path (its cache-control depends on it) and Vary the server set
        // before (the root's Cookie), as flat name, value pairs
        const vary = res.getHeader('vary');
        const key = vary ? `${pathname}\n${vary}` : pathname;
        let answer = file.answers.get(key);
        if (!answer) {
            const common: [string, string][] = [...serverHeaders, ['Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']];
            answer = {
                ok: [...common, ['Cache-Control', cacheControl(pathname)], ...Object.entries(file.headers)].flat().map(String),
                notModified: common.flat(),
            };
            if (file.answers.size < 8) file.answers.set(key, answer);
        }
        if (req.headers['if-none-match'] === file.headers.ETag) {
            res.writeHead(304, answer.notModified);
            res.end();
            return true;
        }
        res.writeHead(200, answer.ok);
        res.end(req.method === 'HEAD' ? undefined : file.bytes);
        return true;
    };
}
