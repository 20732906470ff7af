/**
 * CPU time of a server process, for the benchmark (Linux /proc): on a machine other work shares, the
 * CPU milliseconds a server spends per request hardly change with the load, where requests per second
 * and latencies do. The process is found by the TCP port it listens on. And the CPUs a measurement
 * keeps apart, so that no server shares a CPU with the load it answers.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** The CPU of the servers measured, and the load generator's (the same one on a one-CPU machine). */
export const SERVER_CPU = '0';
export const LOAD_CPU = os.cpus().length > 1 ? '1' : '0';
export const ALL_CPUS = `0-${os.cpus().length - 1}`;

/**
 * The command that runs Node with `args` on the given CPU (util-linux's taskset, which then runs Node
 * in its own process: the pid stays Node's), or anywhere when `cpu` is undefined: [file, arguments].
 */
export function nodeOnCpu(cpu, args) {
    return cpu === undefined ? [process.execPath, args] : ['taskset', ['-c', cpu, process.execPath, ...args]];
}

/** Sets the CPUs every thread of a running process may run on (util-linux's taskset). */
export function setAffinity(pid, cpus) {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** The socket inodes listening on `port` (IPv4 and IPv6). */
function listeningInodes(port) {
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
        if (!fs.existsSync(table)) continue;
        for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
            const fields = line.trim().split(/\s+/);
            // local address "ADDR:PORT" in hex, state 0A = LISTEN, inode in the tenth column
            if (fields.length > 9 && fields[3] === '0A' && Number.parseInt(fields[1].split(':').pop(), 16) === port) inodes.add(fields[9]);
        }
    }
    return inodes;
}

/** The id of the process listening on `port`, or undefined. */
export function pidListeningOn(port) {
    const inodes = listeningInodes(Number(port));
    if (!inodes.size) return undefined;
    for (const pid of fs.readdirSync('/proc').filter(name => /^\d+$/.test(name))) {
        let fds;
        try {
            fds = fs.readdirSync(`/proc/${pid}/fd`);
        } catch {
            continue;
        }
        for (const fd of fds) {
            try {
                const match = fs.readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/);
                if (match && inodes.has(match[1])) return Number(pid);
            } catch {}
        }
    }
    return undefined;
}

/** CPU time (user + system) the process has used so far, in milliseconds; undefined when it is gone. */
export function cpuMs(pid) {
    if (!pid) return undefined;
    try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        // the fields after the command name, which is in parentheses and may hold spaces
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 per second on Linux)
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
        return undefined;
    }
}

/** The share of the whole machine's CPU time that was busy over `ms` (Linux /proc/stat: all but idle and I/O wait). */
export async function machineBusy(ms = 5000) {
    const read = () => {
        const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
        return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.reduce((sum, value) => sum + value, 0) };
    };
    const before = read();
    await new Promise(resolve => setTimeout(resolve, ms));
    const after = read();
    return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Waits, at most `timeoutMs`, for a quiet machine: at most `busyAtMost` of its CPU busy over 5 s. A shop
 * just started still works after it answers (the backend converts the seeded images in its job queue), and
 * Lighthouse's blocking time counts every millisecond another process takes from the page.
 */
export async function untilQuiet({ busyAtMost = 0.1, timeoutMs = 600_000 } = {}) {
    const from = Date.now();
    let busy = await machineBusy();
    while (busy > busyAtMost && Date.now() - from < timeoutMs) busy = await machineBusy();
    return { busy, waitedMs: Date.now() - from };
}
