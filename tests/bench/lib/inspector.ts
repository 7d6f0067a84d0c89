/**
 * A child process's V8, reached through its inspector (started with `--inspect=127.0.0.1:<port>`,
 * which only the bench does): its heap figures, a full garbage collection, and a heap snapshot
 * written to a file and counted by constructor, to see what a server still holds after a load.
 */
import { createWriteStream, readFileSync } from 'node:fs';

export interface HeapFigures {
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, (params: Record<string, unknown>) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        method?: string;
        params?: Record<string, unknown>;
        result?: unknown;
        error?: { message: string };
      };
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result);
      } else if (message.method) {
        this.listeners.get(message.method)?.(message.params ?? {});
      }
    });
  }

  /** Connects to the inspector listening on `port` (the process's first target). */
  static async connect(port: number): Promise<Inspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
      webSocketDebuggerUrl: string;
    }>;
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`No inspector target on port ${port}`);
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`Cannot open ${url}`)), {
        once: true,
      });
    });
    return new Inspector(socket);
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** `process.memoryUsage()` of the process, in MiB. */
  async figures(): Promise<HeapFigures> {
    const answer = (await this.send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(answer.result.value) as Record<string, number>;
    const mib = (bytes: number | undefined) => (bytes ?? 0) / 1024 / 1024;
    return {
      rssMiB: mib(usage.rss),
      heapUsedMiB: mib(usage.heapUsed),
      heapTotalMiB: mib(usage.heapTotal),
      externalMiB: mib(usage.external),
      arrayBuffersMiB: mib(usage.arrayBuffers),
    };
  }

  /** A full garbage collection. */
  async collectGarbage(): Promise<void> {
    await this.send('HeapProfiler.collectGarbage');
  }

  /** Writes a heap snapshot (after a full collection, as V8 takes it) to `file`. */
  async writeSnapshot(file: string): Promise<void> {
    const out = createWriteStream(file);
    this.listeners.set('HeapProfiler.addHeapSnapshotChunk', (params) => {
      out.write(String(params.chunk));
    });
    await this.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    this.listeners.delete('HeapProfiler.addHeapSnapshotChunk');
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }

  close(): void {
    this.socket.close();
  }
}

export interface ConstructorCount {
  name: string;
  count: number;
  selfBytes: number;
}

/**
 * Objects in a heap snapshot by constructor name, largest count first. The file is read as bytes
 * and only its node table and strings are decoded (a snapshot of a loaded server is hundreds of
 * megabytes, more than one JavaScript string holds).
 */
export function countByConstructor(file: string): ConstructorCount[] {
  const bytes = readFileSync(file);
  const metaEnd = bytes.indexOf('"nodes":[');
  const head = bytes.subarray(0, metaEnd).toString('utf8');
  const fields = JSON.parse(/"node_fields":(\[[^\]]*\])/.exec(head)?.[1] ?? '[]') as string[];
  const types = JSON.parse(/"node_types":\[(\[[^\]]*\])/.exec(head)?.[1] ?? '[]') as string[];
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const objectType = types.indexOf('object');
  // The node table: comma-separated whole numbers up to its closing bracket.
  const numbers: number[] = [];
  let at = metaEnd + '"nodes":['.length;
  let value = 0;
  let inNumber = false;
  for (; at < bytes.length; at++) {
    const c = bytes[at]!;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
    } else {
      if (inNumber) numbers.push(value);
      value = 0;
      inNumber = false;
      if (c === 93) break; // ]
    }
  }
  const stringsAt = bytes.indexOf('"strings":[', at);
  const stringsEnd = bytes.lastIndexOf(']');
  const strings = JSON.parse(
    bytes.subarray(stringsAt + '"strings":'.length, stringsEnd + 1).toString('utf8'),
  ) as string[];
  const counts = new Map<string, ConstructorCount>();
  for (let node = 0; node < numbers.length; node += fields.length) {
    if (numbers[node + typeAt] !== objectType) continue;
    const name = strings[numbers[node + nameAt]!] ?? '?';
    const entry = counts.get(name) ?? { name, count: 0, selfBytes: 0 };
    entry.count += 1;
    entry.selfBytes += numbers[node + sizeAt]!;
    counts.set(name, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}
