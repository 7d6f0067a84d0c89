/**
 * Keeps the state in `<dataDir>/state.json` so it survives a restart. Writes are debounced and
 * atomic (temp file, then rename); a file from an older state version is ignored (the seed is
 * used instead). Without a data directory the simulator runs purely in memory.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_VERSION } from '../state.js';
import type { SimState } from './types.js';

const DEBOUNCE_MS = 200;

export class Persistence {
  private timer: NodeJS.Timeout | null = null;
  private pending: SimState | null = null;

  constructor(readonly dir: string) {}

  get file(): string {
    return join(this.dir, 'state.json');
  }

  load(): SimState | null {
    try {
      const state = JSON.parse(readFileSync(this.file, 'utf8')) as SimState;
      return state.version === STATE_VERSION ? state : null;
    } catch {
      return null;
    }
  }

  schedule(state: SimState): void {
    this.pending = state;
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), DEBOUNCE_MS);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const state = this.pending;
    this.pending = null;
    if (!state) return;
    mkdirSync(this.dir, { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state));
    renameSync(temp, this.file);
  }
}
