/** Medians and spread over repeated runs, so every number says how noisy it was. */

export interface Summary {
  median: number;
  min: number;
  max: number;
  /** (max - min) / median, in percent: the spread across repeats. */
  spreadPercent: number;
  runs: number;
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  const high = sorted[upper] as number;
  return low + (high - low) * (position - lower);
}

export function summarise(values: number[]): Summary {
  const median = quantile(values, 0.5);
  const min = Math.min(...values);
  const max = Math.max(...values);
  return {
    median,
    min,
    max,
    spreadPercent: median === 0 ? 0 : ((max - min) / median) * 100,
    runs: values.length,
  };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** `123 ms (±4%)`-style text for the printed table. */
export function show(summary: Summary, unit = '', digits = 0): string {
  return `${round(summary.median, digits)}${unit} (±${Math.round(summary.spreadPercent / 2)}%)`;
}
