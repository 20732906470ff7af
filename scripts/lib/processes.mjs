/**
 * Process plumbing for the start, test and bench scripts, on execa: a long-running child with its
 * output mirrored line by line under a prefix, in its own process group (`killDescendants`, so a stop
 * reaches what it started), killed when this process exits (`cleanup`) and SIGKILLed when it ignores
 * SIGTERM (`forceKillAfterDelay`); a command run to its end on the terminal. What is the shop's own
 * stays here: which line of a child's output means it is ready (`waitForLine`).
 */
import { EventEmitter, on } from 'node:events';
import path from 'node:path';
import { execa } from 'execa';

/**
 * Starts `file args` with its output mirrored as `${prefix} line` and kept (the newest 2000 lines) for
 * waitForLine. `env` is the whole environment. Resolves (never rejects) when the child has exited.
 * @param {string} file
 * @param {string[]} [args]
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, prefix?: string, graceMs?: number }} [options]
 */
export function startLogged(file, args = [], { cwd, env = process.env, prefix = `[${path.basename(file)}]`, graceMs = 15_000 } = {}) {
    const lines = [];
    const output = new EventEmitter();
    const tap = function* (line) {
        lines.push(line);
        if (lines.length > 2000) lines.shift();
        output.emit('line', line);
        yield `${prefix} ${line}`;
    };
    const child = execa(file, args, {
        cwd,
        env,
        extendEnv: false,
        stdin: 'ignore',
        stdout: [tap, 'inherit'],
        stderr: [tap, 'inherit'],
        buffer: false,
        reject: false,
        killDescendants: true,
        forceKillAfterDelay: graceMs,
    });
    const logged = Object.assign(child, { label: prefix, lines, output, running: true });
    // execa's subprocess has no exitCode of its own: its promise says when it ended
    child.then(() => Object.assign(logged, { running: false }));
    return logged;
}

/** Whether a startLogged child still runs (it has not exited, nor been killed). */
export function stillRunning(child) {
    return child.running;
}

/**
 * The match of the first line (printed so far or later, stdout or stderr) of a startLogged child that
 * matches `regex`; rejects when the child exits first or after `timeoutMs`.
 */
export async function waitForLine(child, regex, timeoutMs = 60_000) {
    const earlier = child.lines.map(line => line.match(regex)).find(Boolean);
    if (earlier) return earlier;
    const done = new AbortController();
    const signal = AbortSignal.any([done.signal, AbortSignal.timeout(timeoutMs)]);
    const exited = child.then(result => {
        throw new Error(`${child.label} exited (${result.signal ?? `code ${result.exitCode}`}) before printing ${regex}`);
    });
    const found = (async () => {
        try {
            for await (const [line] of on(child.output, 'line', { signal })) {
                const match = line.match(regex);
                if (match) return match;
            }
        } catch (error) {
            if (signal.reason?.name === 'TimeoutError') throw new Error(`${child.label} printed no line matching ${regex} within ${Math.round(timeoutMs / 1000)} s`);
            throw error;
        }
    })();
    try {
        return await Promise.race([found, exited]);
    } finally {
        done.abort();
        found.catch(() => {});
        exited.catch(() => {});
    }
}

/** Stops a startLogged child and its process group: SIGTERM, SIGKILL after its grace time. Resolves once it has exited. */
export async function stopProcess(child) {
    if (!child) return;
    child.kill();
    await child;
}

/**
 * Runs a command to its end on this terminal (stdio inherited); resolves with its exit code (never rejects).
 * @param {string} file
 * @param {string[]} [args]
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function run(file, args = [], { cwd, env } = {}) {
    const result = await execa(file, args, { cwd, env, stdio: 'inherit', reject: false, preferLocal: true });
    if (result.failed && result.exitCode === undefined) console.error(`${file}: ${result.shortMessage}`);
    return result.exitCode ?? (result.signal ? 128 : 127);
}
