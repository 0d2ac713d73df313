/**
 * The tables of a PostgreSQL store (engine.ts): one per collection, `id bigint primary key, doc jsonb`, with a
 * stored generated column and an index for each field columns.ts plans, named in `_store_collections`. Knows
 * which tables and columns exist (read again after a rolled-back transaction) and makes them follow the schemas.
 * Every method runs inside the engine's current transaction on its connection.
 */
import type pg from 'pg';
import type { SchemaRegistry } from '../../../src/schema';
import { ident, literal, plannedColumns, type PlannedColumn } from './columns';

export const COLLECTIONS = '_store_collections';
export const SEQUENCES = '_store_sequences';
/** Thai and English text sorts as the embedded store sorts (Intl.Collator 'th'), when the server has ICU. */
const THAI_COLLATION = 'th-TH-x-icu';

export class Tables {
  /** The collections that have a table. */
  private readonly names = new Set<string>();
  /** The generated columns each table has. */
  private readonly columns = new Map<string, Set<string>>();
  /** The columns the schemas in use want, by collection; null until the first registry. */
  private plan: Map<string, PlannedColumn[]> | null = null;
  /** Whether the tables still have to follow the plan (at the next write). */
  private planDue = false;
  /** Columns are dropped only once a schema was changed while running (see `schemasChanged`). */
  private mayDrop = false;
  private collation = '';
  /** A transaction failed: what is known of tables and columns may have been rolled back. */
  stale = true;

  constructor(private readonly client: pg.Client) {}

  /** Whether the server sorts text the Thai way (checked once, at connect). */
  async findCollation(): Promise<void> {
    const icu = await this.client.query(`SELECT 1 FROM pg_collation WHERE collname = $1`, [THAI_COLLATION]);
    this.collation = icu.rowCount ? ` COLLATE ${ident(THAI_COLLATION)}` : '';
  }

  /**
   * The schemas in use: their columns are added at the next write. Columns are dropped only after a schema was
   * changed while running (`changed`): a process started on older schemas never drops another's new columns.
   */
  schemasChanged(registry: SchemaRegistry, changed: boolean): void {
    this.plan = plannedColumns(registry);
    this.planDue = true;
    this.mayDrop ||= changed;
  }

  /** Reads which tables and columns exist (at the first write, and after a rolled-back transaction). */
  async refresh(): Promise<void> {
    this.names.clear();
    this.columns.clear();
    for (const { name } of (await this.client.query<{ name: string }>(`SELECT name FROM ${COLLECTIONS}`)).rows)
      this.names.add(name);
    const found = await this.client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND is_generated = 'ALWAYS'`,
    );
    for (const { table_name, column_name } of found.rows) this.columnsOf(table_name).add(column_name);
    this.planDue = this.plan !== null;
    this.stale = false;
  }

  private columnsOf(name: string): Set<string> {
    let set = this.columns.get(name);
    if (!set) {
      set = new Set();
      this.columns.set(name, set);
    }
    return set;
  }

  /** Whether nothing is due before a write: the tables and columns are known and follow the schemas in use. */
  get settled(): boolean {
    return !this.stale && !this.planDue;
  }

  has(name: string): boolean {
    return this.names.has(name);
  }

  async ensure(name: string): Promise<void> {
    if (this.names.has(name)) return;
    await this.client.query(`CREATE TABLE IF NOT EXISTS ${ident(name)} (id bigint PRIMARY KEY, doc jsonb NOT NULL)`);
    await this.client.query(`INSERT INTO ${COLLECTIONS} (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [name]);
    this.names.add(name);
    await this.followPlanFor(name);
  }

  async drop(name: string): Promise<void> {
    await this.client.query(`DROP TABLE IF EXISTS ${ident(name)}`);
    await this.client.query(`DELETE FROM ${COLLECTIONS} WHERE name = $1`, [name]);
    await this.client.query(`DELETE FROM ${SEQUENCES} WHERE name = $1`, [name]);
    this.names.delete(name);
    this.columns.delete(name);
  }

  /** Drops every collection's table. */
  async dropAll(): Promise<void> {
    const names = (await this.client.query<{ name: string }>(`SELECT name FROM ${COLLECTIONS}`)).rows;
    for (const { name } of names) await this.drop(name);
  }

  /** Every table's generated columns as the schemas in use want them, when they changed since. */
  async followPlan(force = false): Promise<void> {
    if (!this.planDue && !force) return;
    for (const name of this.names) await this.followPlanFor(name);
    this.planDue = false;
  }

  private async followPlanFor(name: string): Promise<void> {
    if (!this.plan) return;
    const planned = this.plan.get(name) ?? [];
    const want = new Set(planned.map((c) => c.name));
    const have = this.columnsOf(name);
    for (const column of [...have].filter((c) => this.mayDrop && !want.has(c))) {
      await this.client.query(`ALTER TABLE ${ident(name)} DROP COLUMN IF EXISTS ${ident(column)}`);
      have.delete(column);
    }
    for (const column of planned) {
      if (!have.has(column.name)) {
        await this.client.query(
          `ALTER TABLE ${ident(name)} ADD COLUMN IF NOT EXISTS ${ident(column.name)} text${this.collation}
             GENERATED ALWAYS AS (doc->>${literal(column.name)}) STORED`,
        );
        have.add(column.name);
      }
      const index = ident(`${name}_${column.name}`);
      if (column.indexed)
        await this.client.query(`CREATE INDEX IF NOT EXISTS ${index} ON ${ident(name)} (${ident(column.name)})`);
      else if (this.mayDrop) await this.client.query(`DROP INDEX IF EXISTS ${index}`);
    }
  }
}
