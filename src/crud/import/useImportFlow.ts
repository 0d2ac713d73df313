/**
 * The steps of one import: choose a file, read and check it in the worker (with progress), let the
 * server check the ready records (dry run), preview, then commit the ready records (each with its child
 * rows). A file chosen while another is read, or a cancel, makes the older run's results void.
 */
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useCallback, useRef, useState } from 'react';
import {
  buildReferenceIndex,
  childImportColumns,
  hasChildColumns,
  IMPORT_MAX_ROWS,
  importFields,
  isXlsxName,
  recordPayload,
  withRefusedRows,
  type ImportAnalysis,
  type ReferenceIndex,
} from '../../schema/import/import';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useSchemaRegistry } from '../SchemaContext';
import { useLang } from '../useLang';
import { checkImport, commitImport, failureText, type ImportRowPayload } from './api';
import { ParseError, runParse, type ParseRun } from './runParse';

export type ImportStep =
  | { kind: 'choose'; error?: string }
  | { kind: 'reading'; fileName: string; percent: number; text: string }
  | { kind: 'preview'; fileName: string; analysis: ImportAnalysis; notice?: string; busy?: boolean };

const payload = (analysis: ImportAnalysis): ImportRowPayload[] => recordPayload(analysis.rows);

export function useImportFlow(schema: ResourceSchema, onImported: (count: number) => void) {
  const { t, lang } = useLang();
  const registry = useSchemaRegistry();
  const dataProvider = useDataProvider();
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  const run = useRef(0);
  const parse = useRef<ParseRun | null>(null);

  const reset = useCallback(() => {
    run.current++;
    parse.current?.cancel();
    parse.current = null;
    setStep({ kind: 'choose' });
  }, []);

  /** The records each reference column (of the record or of a child table) may name, indexed by title and code. */
  const loadReferences = async (): Promise<Map<string, ReferenceIndex>> => {
    const refs = new Map<string, ReferenceIndex>();
    const loaded = new Map<string, BaseRecord[]>();
    const columns = [
      ...importFields(schema).map((f) => ({ key: f.name, f })),
      ...childImportColumns(schema).map((c) => ({ key: c.key, f: c.field })),
    ];
    for (const { key, f } of columns) {
      const target = f.type === 'reference' && f.resource ? registry.byName.get(f.resource) : undefined;
      if (!target) continue;
      if (!loaded.has(target.name)) {
        const { data } = await dataProvider().getList<BaseRecord>({ resource: target.name, pagination: { mode: 'off' } });
        loaded.set(target.name, data);
      }
      refs.set(key, buildReferenceIndex(target, loaded.get(target.name)!, f.labelField));
    }
    return refs;
  };

  const pick = async (file: File) => {
    const id = ++run.current;
    parse.current?.cancel();
    const current = () => run.current === id;
    const name = file.name;
    if (!isXlsxName(name)) return setStep({ kind: 'choose', error: t('import.notXlsx', { name }) });
    const reading = (percent: number, text: string) => current() && setStep({ kind: 'reading', fileName: name, percent, text });
    reading(2, t('import.reading'));
    let refs: Map<string, ReferenceIndex>;
    try {
      refs = await loadReferences();
    } catch (e) {
      if (current()) setStep({ kind: 'choose', error: `${t('import.loadRefsFailed')} ${failureText(e)}` });
      return;
    }
    try {
      const data = await file.arrayBuffer();
      if (!current()) return;
      parse.current = runParse({ fileName: name, data, schema, lang, refs }, (phase, done, total) => {
        if (phase === 'read') reading(10, t('import.reading'));
        else reading(40 + Math.round((50 * done) / Math.max(total, 1)), t('import.checkingRows', { done, total }));
      });
      let analysis = await parse.current.result;
      if (!current()) return;
      reading(92, t('import.checkingServer'));
      analysis = withRefusedRows(analysis, await checkImport(schema.name, name, payload(analysis)));
      if (current()) setStep({ kind: 'preview', fileName: name, analysis });
    } catch (e) {
      if (!current()) return;
      const error =
        e instanceof ParseError && e.problem !== 'failed'
          ? t(`import.${e.problem}`, { name, max: IMPORT_MAX_ROWS.toLocaleString('en-US') })
          : `${t('import.failed')}: ${failureText(e)}`;
      setStep({ kind: 'choose', error });
    }
  };

  /** Commits the ready rows; a refusal (all or none) marks the refused rows and stores nothing. */
  const importGood = async () => {
    if (step.kind !== 'preview') return;
    const { fileName, analysis } = step;
    const id = ++run.current;
    const rows = payload(analysis);
    setStep({ ...step, busy: true, notice: undefined });
    try {
      const count = await commitImport(schema.name, fileName, rows);
      if (run.current === id) onImported(count);
    } catch (e) {
      if (run.current !== id) return;
      let refused: Awaited<ReturnType<typeof checkImport>> = [];
      try {
        refused = await checkImport(schema.name, fileName, rows);
      } catch {
        // The dry run failed too: the commit's own message says why.
      }
      if (run.current !== id) return;
      setStep({
        kind: 'preview',
        fileName,
        analysis: withRefusedRows(analysis, refused),
        notice: refused.length
          ? t(hasChildColumns(analysis) ? 'import.refusedRecords' : 'import.refused', { count: refused.length })
          : `${t('import.failed')}: ${failureText(e)}`,
      });
    }
  };

  return { step, pick, reset, importGood };
}
