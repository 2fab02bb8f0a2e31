// Timing helpers for benchmarks: figures are printed, never asserted by unit tests.

export interface Timing {
  median: number;
  p95: number;
  mean: number;
  runs: number;
}

export function summarize(samplesMs: number[]): Timing {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    median: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((n, v) => n + v, 0) / sorted.length,
    runs: sorted.length,
  };
}

/** Runs fn once per input (after a warm-up pass) and summarises the durations. */
export function time<T>(inputs: readonly T[], fn: (input: T) => unknown, warmup = 20): Timing {
  for (let i = 0; i < Math.min(warmup, inputs.length); i++) fn(inputs[i]!);
  const samples: number[] = [];
  for (const input of inputs) {
    const start = performance.now();
    fn(input);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

export const ms = (v: number) => `${v < 1 ? v.toFixed(3) : v.toFixed(1)} ms`;
export const line = (label: string, t: Timing) =>
  `${label.padEnd(44)} median ${ms(t.median).padStart(10)}   p95 ${ms(t.p95).padStart(10)}   (${t.runs} runs)`;
