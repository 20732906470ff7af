/**
 * Small helpers for the start and test scripts: spawn a child in its own process group with its
 * output mirrored line by line under a prefix, wait for a line of its output or for a URL to answer,
 * stop it (and everything it started in its group), find a free port, run a command to its end.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

/** Children started by spawnLogged and still running: killed outright if this process exits without stopping them. */
const running = new Set();
process.on('exit', () => {
    for (const child of running) signalGroup(child, 'SIGKILL');
});

/** Children started by run() and still running (they share our process group and terminal). */
export const attachedChildren = new Set();

const hasExited = child => child.exitCode !== null || child.signalCode !== null;

function signalGroup(child, signal) {
    try {
        process.kill(-child.pid, signal);
    } catch {
        // the group is gone already
    }
}

/**
 * Starts `cmd args` detached (its own process group, so stopProcess reaches its children too).
 * Every line it prints goes to our stdout/stderr as `${prefix} line` and is kept in `child.lines`
 * (newest last) for waitForLine. Options: cwd, env (the whole environment), prefix.
 */
export function spawnLogged(cmd, args = [], { cwd, env = process.env, prefix } = {}) {
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.label = prefix ?? `[${path.basename(cmd)}]`;
    child.lines = [];
    running.add(child);
    child.on('exit', () => running.delete(child));
    child.on('error', error => {
        running.delete(child);
        console.error(`${child.label} could not start ${cmd}: ${error.message}`);
    });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', line => {
            child.lines.push(line);
            if (child.lines.length > 2000) child.lines.shift();
            out.write(prefix ? `${prefix} ${line}\n` : `${line}\n`);
            child.emit('line', line);
        });
    }
    return child;
}

/**
 * Resolves with the match of the first line (printed so far or later, stdout or stderr) that matches
 * `regex`; rejects when the child exits first or after `timeoutMs`.
 */
export function waitForLine(child, regex, timeoutMs = 60_000) {
    return new Promise((resolve, reject) => {
        for (const line of child.lines ?? []) {
            const match = line.match(regex);
            if (match) return resolve(match);
        }
        const cleanup = () => {
            clearTimeout(timer);
            child.off('line', onLine);
            child.off('exit', onExit);
            child.off('error', onError);
        };
        const onLine = line => {
            const match = line.match(regex);
            if (match) {
                cleanup();
                resolve(match);
            }
        };
        // Its last lines may still be on their way when it exits: give them a moment.
        const onExit = (code, signal) =>
            setTimeout(() => {
                cleanup();
                reject(new Error(`${child.label} exited (${signal ?? `code ${code}`}) before printing ${regex}`));
            }, 250);
        const onError = error => {
            cleanup();
            reject(error);
        };
        const timer = setTimeout(() => {
            cleanup();
            reject(new Error(`${child.label} printed no line matching ${regex} within ${Math.round(timeoutMs / 1000)} s`));
        }, timeoutMs);
        child.on('line', onLine);
        child.on('exit', onExit);
        child.on('error', onError);
        if (hasExited(child)) onExit(child.exitCode, child.signalCode);
    });
}

/** Polls `url` until it answers with a status below 500; resolves with that response. */
export async function waitForHttp(url, timeoutMs = 60_000, intervalMs = 500) {
    const deadline = Date.now() + timeoutMs;
    let lastProblem = 'no answer';
    while (Date.now() < deadline) {
        try {
            const response = await fetch(url, { signal: AbortSignal.timeout(Math.min(10_000, Math.max(1, deadline - Date.now()))) });
            if (response.status < 500) return response;
            lastProblem = `status ${response.status}`;
            await response.body?.cancel();
        } catch (error) {
            lastProblem = error.cause?.code ?? error.message;
        }
        await new Promise(resolve => setTimeout(resolve, intervalMs));
    }
    throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${lastProblem})`);
}

/**
 * Stops a child started by spawnLogged and everything in its process group: SIGTERM, then SIGKILL
 * when it has not exited after `graceMs`. Resolves once it has exited.
 */
export async function stopProcess(child, graceMs = 15_000) {
    if (!child?.pid) return;
    if (hasExited(child)) {
        signalGroup(child, 'SIGKILL'); // anything it left behind in its group
        return;
    }
    const exited = new Promise(resolve => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    const inTime = await Promise.race([exited.then(() => true), new Promise(resolve => setTimeout(resolve, graceMs, false))]);
    if (!inTime) {
        console.error(`${child.label} did not stop within ${Math.round(graceMs / 1000)} s of SIGTERM: killing it`);
        signalGroup(child, 'SIGKILL');
        await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 5_000))]);
    }
    signalGroup(child, 'SIGKILL');
    running.delete(child);
}

/** A TCP port that nothing listens on right now. */
export function freePort() {
    return new Promise((resolve, reject) => {
        const server = net.createServer();
        server.unref();
        server.on('error', reject);
        server.listen(0, () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });
}

/** Runs a command to its end with inherited stdio; resolves with its exit code (never rejects). */
export function run(cmd, args = [], { cwd, env = process.env } = {}) {
    return new Promise(resolve => {
        const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
        attachedChildren.add(child);
        child.on('error', error => {
            attachedChildren.delete(child);
            console.error(`could not start ${cmd}: ${error.message}`);
            resolve(127);
        });
        child.on('exit', (code, signal) => {
            attachedChildren.delete(child);
            resolve(code ?? (signal ? 128 : 1));
        });
    });
}
