// Several processes of one edge function behind the gateway, each replaced after a lifetime, as hosted Supabase runs
// a function: a few workers at once, each with its own memory, each living a few minutes. A request goes to the
// instance with the fewest requests in flight (round-robin among equals). A recycled instance's successor listens
// before it leaves the rotation, and it is stopped only once its requests in flight are answered.
import { freePort } from '../db/server.ts';
import { FunctionRunner, type FunctionOptions } from './runner.ts';

export interface PoolOptions extends Omit<FunctionOptions, 'port'> {
  instances: number;
  /** Milliseconds each instance lives; undefined: until the stack stops. */
  lifetimeMs?: number;
}

/** One request's hold on an instance: release() once its answer is sent or abandoned. */
export interface Lease {
  port: number;
  instance: number;
  release: () => void;
}

interface Instance {
  runner: FunctionRunner;
  /** Counts instances started over the pool's life, so a log line or test tells a successor from its predecessor. */
  id: number;
  inFlight: number;
  served: number;
  drained: (() => void) | null;
  timer?: NodeJS.Timeout;
}

/** The longest a retiring instance is given to answer its requests in flight: the gateway's own read timeout. */
const DRAIN_CEILING_MS = 150_000;

export class FunctionPool {
  private live: Instance[] = [];
  private retiring = new Set<Instance>();
  private started = 0;
  private turn = 0;
  private stopping = false;

  constructor(readonly options: PoolOptions) {}

  get slug(): string {
    return this.options.slug;
  }

  /** Whether any instance's process is up (booting or listening). */
  get isRunning(): boolean {
    return this.live.some((instance) => instance.runner.isRunning);
  }

  /** How many instances were started so far, successors included. */
  get instancesStarted(): number {
    return this.started;
  }

  /** Requests handed to each instance so far, by instance number (retired ones included while they drain). */
  served(): Map<number, number> {
    return new Map([...this.live, ...this.retiring].map((instance) => [instance.id, instance.served]));
  }

  /** Starts every instance; resolves once all listen, rejects with the first one's boot failure. */
  async start(): Promise<void> {
    const count = Math.max(1, this.options.instances);
    const booting: Promise<void>[] = [];
    for (let slot = 0; slot < count; slot++) {
      const instance = await this.spawn();
      this.live.push(instance);
      booting.push(instance.runner.start());
      // Staggered, so the instances are not all replaced at the same moment.
      this.schedule(instance, ((slot + 1) / count) * (this.options.lifetimeMs ?? 0));
    }
    await Promise.all(booting);
  }

  /** Resolves when some instance accepts connections; rejects when none came up. */
  ready(): Promise<void> {
    return Promise.any(this.live.map((instance) => instance.runner.ready()));
  }

  /** The least busy listening instance, held until release(); undefined while none listens. */
  acquire(): Lease | undefined {
    const listening = this.live.filter((instance) => instance.runner.isListening);
    if (listening.length === 0) return undefined;
    this.turn = (this.turn + 1) % listening.length;
    const rotated = [...listening.slice(this.turn), ...listening.slice(0, this.turn)];
    const chosen = rotated.reduce((best, next) => (next.inFlight < best.inFlight ? next : best));
    chosen.inFlight += 1;
    chosen.served += 1;
    let released = false;
    return {
      port: chosen.runner.port,
      instance: chosen.id,
      release: () => {
        if (released) return;
        released = true;
        chosen.inFlight -= 1;
        if (chosen.inFlight === 0) chosen.drained?.();
      },
    };
  }

  /** Kills every instance's process the way a crash would; resolves once each has exited (its supervisor brings it back). */
  async kill(): Promise<void> {
    await Promise.all(this.live.map((instance) => instance.runner.kill()));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const all = [...this.live, ...this.retiring];
    for (const instance of all) clearTimeout(instance.timer);
    await Promise.all(all.map((instance) => instance.runner.stop()));
  }

  private async spawn(): Promise<Instance> {
    this.started += 1;
    const runner = new FunctionRunner({ ...this.options, port: await freePort() });
    return { runner, id: this.started, inFlight: 0, served: 0, drained: null };
  }

  private schedule(instance: Instance, afterMs: number): void {
    if (!afterMs) return;
    instance.timer = setTimeout(() => void this.recycle(instance), afterMs);
    instance.timer.unref();
  }

  /** Starts a successor; once it listens it takes the instance's place, which then drains and stops. */
  private async recycle(old: Instance): Promise<void> {
    const { log, slug, lifetimeMs } = this.options;
    if (this.stopping) return;
    const successor = await this.spawn();
    try {
      await successor.runner.start();
    } catch (error) {
      // The old instance keeps serving; its replacement is tried again after another lifetime.
      log(
        `[functions/${slug}] instance ${successor.id} did not start (${(error as Error).message}); keeping ${old.id}`,
      );
      await successor.runner.stop();
      this.schedule(old, lifetimeMs ?? 0);
      return;
    }
    if (this.stopping) {
      await successor.runner.stop();
      return;
    }
    this.live = this.live.map((instance) => (instance === old ? successor : instance));
    this.retiring.add(old);
    this.schedule(successor, lifetimeMs ?? 0);
    log(`[functions/${slug}] instance ${old.id} replaced by ${successor.id} after its lifetime`);
    await this.drain(old);
    await old.runner.stop();
    this.retiring.delete(old);
  }

  private drain(instance: Instance): Promise<void> {
    if (instance.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const ceiling = setTimeout(resolve, DRAIN_CEILING_MS);
      instance.drained = () => {
        clearTimeout(ceiling);
        resolve();
      };
    });
  }
}
