// Latencies and CPU time as the load benchmarks report them.
import { round } from './report.mjs';
import { rssMb } from './server.mjs';

export const sorted = (values) => [...values].sort((a, b) => a - b);

/** A fixed sequence of numbers in [0, 1) from a seed (mulberry32): every run asks, places or writes the same. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The value below which `fraction` of the ascending values lie (nearest rank, never interpolated). */
export function percentile(ascending, fraction) {
  return ascending[Math.min(ascending.length - 1, Math.floor(ascending.length * fraction))] ?? 0;
}

export function median(values) {
  return sorted(values)[Math.floor(values.length / 2)];
}

/** p50, p95, p99 and the slowest of ascending latencies, rounded to `digits`. */
export function summary(ascending, digits = 1) {
  return {
    p50: round(percentile(ascending, 0.5), digits),
    p95: round(percentile(ascending, 0.95), digits),
    p99: round(percentile(ascending, 0.99), digits),
    max: round(ascending.at(-1) ?? 0, digits),
  };
}

/** CPU time (user + system) this process has used so far, in ms: the load generator's own cost. */
export function clientCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Samples a process's RSS every `everyMs`; `phase(name)` closes the samples since the last phase
 * (the last of them opens the next), `sample()` takes one now.
 */
export function startRssSampler(pid, everyMs) {
  let samples = [];
  const sample = () => samples.push(rssMb(pid));
  const timer = setInterval(sample, everyMs);
  sample();
  return {
    sample,
    phase(name) {
      const taken = samples.length > 0 ? samples : [rssMb(pid)];
      samples = [taken.at(-1)];
      return {
        name,
        samples: taken.length,
        startMb: taken[0],
        peakMb: Math.max(...taken),
        endMb: taken.at(-1),
        medianMb: median(taken),
      };
    },
    stop: () => clearInterval(timer),
  };
}
