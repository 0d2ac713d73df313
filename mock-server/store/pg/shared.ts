/**
 * Several API processes on one PostgreSQL database: each keeps the whole store in memory (reads stay as fast as
 * alone), and this module keeps those memories current and the writes in one order.
 *
 * - **Writes take turns.** A request that may write (any method but GET and HEAD) first enters a turn of its
 *   process. The first request of a turn takes the store's write lock (a PostgreSQL advisory lock, waiting while
 *   another process holds it), then applies every commit the others made since this process last looked. Its
 *   checks (stock, points, unique values, the next document number, the workflow state) then read current data,
 *   and its commit cannot interleave with another process's. Later requests of the process join the turn (they
 *   share its commits, as group commit does alone) until another process says it waits for the lock (a NOTIFY,
 *   repeated while it waits); then new requests wait for the next turn, and the lock is let go when the turn's
 *   last request has answered. A process alone never waits for itself.
 * - **Reads are current.** Before a read, the commits since the last look are read from the change log and
 *   applied, on a second connection (the first may be waiting for the lock). Reads arriving while a look is under
 *   way wait for the next one, so a write acknowledged before a read started is always in its answer. While this
 *   process holds the write lock nobody else can commit, and reads go straight to memory.
 * - **Idle processes keep up.** Every commit NOTIFYs the store's channel; the others look at once, so their
 *   caches stay warm. A process further behind than the change log keeps (an hour) reads the whole store again.
 */
import type { Store, Coordination } from '../store';
import type { PgEngine } from './engine';

/** While waiting for the write lock, how often a process tells the others it waits. */
const WANT_EVERY_MS = 25;

export class SharedStore implements Coordination {
  private seen: number;
  /** Requests in the current turn; the turn holds the write lock while active. */
  private holders = 0;
  private active = false;
  private startedAt = 0;
  /** When another process last said it waits for the write lock. */
  private wantedAt = -1;
  private acquiring: Promise<void> | null = null;
  private closing: Promise<void> | null = null;
  private looking: Promise<void> | null = null;
  private nextLook: Promise<void> | null = null;

  constructor(
    private readonly store: Store,
    private readonly engine: PgEngine,
  ) {
    this.seen = engine.loadedSeq;
  }

  /** Listens for the other processes' commits. */
  async start(): Promise<void> {
    await this.engine.listen(
      () => void this.fresh().catch(() => undefined),
      () => {
        this.wantedAt = performance.now();
      },
    );
  }

  async enterTurn(): Promise<() => Promise<void>> {
    for (;;) {
      if (this.active && this.wantedAt < this.startedAt) {
        this.holders++;
        let left = false;
        return () => {
          if (left) return Promise.resolve();
          left = true;
          return this.leave();
        };
      }
      if (this.acquiring) await this.acquiring.catch(() => undefined);
      else if (this.closing) await this.closing;
      else if (this.active) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else {
        this.acquiring = this.acquire();
        try {
          await this.acquiring;
        } finally {
          this.acquiring = null;
        }
      }
    }
  }

  /** Requests that arrived too late to join the running turn: they try again when it ends. */
  private waiting: (() => void)[] = [];

  private async acquire(): Promise<void> {
    const want = () => void this.engine.wantTurn().catch(() => undefined);
    want();
    const wanting = setInterval(want, WANT_EVERY_MS);
    try {
      await this.engine.lockTurn();
    } finally {
      clearInterval(wanting);
    }
    try {
      await this.catchUp('writer');
    } catch (e) {
      await this.engine.unlockTurn();
      throw e;
    }
    this.active = true;
    this.startedAt = performance.now();
  }

  private async leave(): Promise<void> {
    if (--this.holders > 0) return;
    this.active = false;
    this.closing = (async () => {
      try {
        if (this.store.hasPending()) await this.store.commit();
      } finally {
        await this.engine.unlockTurn();
      }
    })();
    try {
      await this.closing;
    } finally {
      this.closing = null;
      for (const resolve of this.waiting.splice(0)) resolve();
    }
  }

  fresh(): Promise<void> {
    if (this.active) return Promise.resolve(); // nobody else can commit while this process holds the lock
    // A look already sent may have missed a commit acknowledged just before this call: wait for the next one.
    this.nextLook ??= (this.looking ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        this.nextLook = null;
        this.looking = this.catchUp('reader').finally(() => {
          this.looking = null;
        });
        return this.looking;
      });
    return this.nextLook;
  }

  /** Applies the commits made since the last look, in their order (each once, however many looks overlap). */
  private async catchUp(via: 'writer' | 'reader'): Promise<void> {
    const { behind, changes } = await this.engine.changesSince(this.seen, via);
    if (behind) {
      const stored = await this.engine.load();
      if (stored) {
        this.store.reload(stored.base);
        this.seen = this.engine.loadedSeq;
      }
      return;
    }
    for (const change of changes) {
      if (change.seq <= this.seen) continue;
      if (change.batch) this.store.applyRemote(change.batch);
      this.seen = change.seq;
    }
  }
}
