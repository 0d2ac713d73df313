/**
 * The db file as a readable snapshot: one row per line, objects indented, written atomically (a temp file in
 * the same directory, fsync, rename over the db file, fsync of the directory), so the file on disk is always
 * either the old or the new complete state. Encoded rows are cached in blocks, so a snapshot of a large
 * collection re-encodes only the blocks that changed since the last one.
 */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Data } from '../http/http';

export type Row = Data & { id: number };

/** Rows per cached block of the serialised file. */
const BLOCK_ROWS = 256;
const SEP_TOP = Buffer.from(',\n ');
const ROW_OPEN = Buffer.from('\n  ');
const SEP_ROW = Buffer.from(',\n  ');
const ROWS_CLOSE = Buffer.from('\n ');

interface Block {
  rows: Row[];
  bytes: Buffer;
}

/** Serialises collections and objects, reusing the bytes of unchanged blocks between calls. */
export class SnapshotWriter {
  private readonly blockCache = new Map<string, Block[]>();

  forget(name: string): void {
    this.blockCache.delete(name);
  }

  serialize(collections: Iterable<[string, Map<number, Row>]>, objects: Iterable<readonly [string, unknown]>): Buffer {
    const parts: Buffer[] = [Buffer.from('{\n ')];
    let first = true;
    const separator = () => {
      if (!first) parts.push(SEP_TOP);
      first = false;
    };
    for (const [name, map] of collections) {
      separator();
      parts.push(Buffer.from(`${JSON.stringify(name)}: [`));
      const rows = [...map.values()];
      const cached = this.blockCache.get(name) ?? [];
      const blocks: Block[] = [];
      for (let b = 0; b * BLOCK_ROWS < rows.length; b++) {
        const slice = rows.slice(b * BLOCK_ROWS, (b + 1) * BLOCK_ROWS);
        const old = cached[b];
        const block =
          old && old.rows.length === slice.length && old.rows.every((r, i) => r === slice[i])
            ? old
            : { rows: slice, bytes: Buffer.from(slice.map((r) => JSON.stringify(r)).join(',\n  ')) };
        blocks.push(block);
        parts.push(b === 0 ? ROW_OPEN : SEP_ROW, block.bytes);
      }
      this.blockCache.set(name, blocks);
      if (rows.length) parts.push(ROWS_CLOSE);
      parts.push(Buffer.from(']'));
    }
    for (const [name, value] of objects) {
      separator();
      parts.push(Buffer.from(`${JSON.stringify(name)}: ${JSON.stringify(value, null, 1).replace(/\n/g, '\n ')}`));
    }
    parts.push(Buffer.from('\n}\n'));
    return Buffer.concat(parts);
  }
}

let tempCounter = 0;
const tempName = (file: string): string => join(dirname(file), `.${basename(file)}.${process.pid}.${++tempCounter}.tmp`);

/** Leftovers of a crash mid-write: never the real data (the rename did not happen), so drop them. */
export function removeStaleTemps(file: string): void {
  const prefix = `.${basename(file)}.`;
  for (const name of readdirSync(dirname(file)))
    if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(dirname(file), name));
}

/** fsync of a directory, so a created, renamed or removed entry survives a crash. */
export function syncDirSync(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function writeAtomicSync(file: string, bytes: Buffer): void {
  const temp = tempName(file);
  const fd = openSync(temp, 'w');
  try {
    writeFileSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  syncDirSync(dirname(file));
}

export async function writeAtomic(file: string, bytes: Buffer): Promise<void> {
  const temp = tempName(file);
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (e) {
    await unlink(temp).catch(() => undefined);
    throw e;
  }
  const dir = await open(dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
