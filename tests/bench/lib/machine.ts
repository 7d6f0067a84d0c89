/** What the benchmark ran on, and how busy it was before and after. */
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cpus: number;
  memoryGiB: number;
  freeMemoryGiB: number;
  node: string;
  kernel: string;
  loadAverage: [number, number, number];
}

export function machineInfo(): MachineInfo {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cpus: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 2 ** 30) * 10) / 10,
    node: process.version,
    kernel: release(),
    loadAverage: [one, five, fifteen].map((n) => Math.round(n * 100) / 100) as [
      number,
      number,
      number,
    ],
  };
}
