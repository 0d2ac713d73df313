/**
 * "Export": every row matching the current search, filters and sort (not just the page), written as
 * `<resource>.xlsx` with translated headers, dates as date cells in the reader's form. SheetJS (@e965/xlsx) loads only
 * when someone exports.
 */
import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import type { ResourceSchema } from '../../schema/meta/meta';
import type { SchemaRegistry } from '../../schema/loader/loader';
import { localize } from '../../schema/meta/describe';
import { exportFields, exportHeaders, exportRows, referenceIds } from '../exportRows';
import { isMoneyField } from '../../schema/meta/field-types';
import { sheetDateFormat, sheetDateNumber } from '../../i18n/dates';
import { sheetDateKind } from '../fields/format';
import { referenceLabelKey, referenceTitle } from '../fields/reference';

interface ExportParams {
  dataProvider: DataProvider;
  schema: ResourceSchema;
  registry: SchemaRegistry;
  filters: CrudFilter[];
  sorters: CrudSort[];
  lang: string;
  /** Only these rows (ids as text) of the matching ones: the export of a selection. */
  onlyIds?: ReadonlySet<string>;
}

/** Ids per request when looking up referenced titles: keeps the query string short. */
const ID_CHUNK = 50;

async function fetchTitles(dp: DataProvider, resource: string, ids: string[], labelKey: string): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk: BaseKey[] = ids.slice(i, i + ID_CHUNK);
    const { data } = dp.getMany
      ? await dp.getMany<BaseRecord>({ resource, ids: chunk })
      : await dp.getList<BaseRecord>({
          resource,
          filters: [{ field: 'id', operator: 'in', value: chunk }],
          pagination: { mode: 'off' },
        });
    for (const r of data) titles.set(String(r.id), referenceTitle(r, labelKey));
  }
  return titles;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ */
const sheetName = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

export async function exportToXlsx({
  dataProvider,
  schema,
  registry,
  filters,
  sorters,
  lang,
  onlyIds,
}: ExportParams): Promise<number> {
  // meta.export: the server checks the export right (not only list) for this call.
  const { data: matching } = await dataProvider.getList<BaseRecord>({
    resource: schema.name,
    filters,
    sorters,
    pagination: { mode: 'off' },
    meta: { export: true },
  });
  const data = onlyIds ? matching.filter((r) => onlyIds.has(String(r.id))) : matching;

  const refTitles = new Map<string, Map<string, string>>();
  for (const [field, ids] of referenceIds(data, schema)) {
    if (!ids.length || !field.resource) continue;
    const labelKey = referenceLabelKey(field, registry.byName.get(field.resource));
    refTitles.set(field.name, await fetchTitles(dataProvider, field.resource, ids, labelKey));
  }

  const fields = exportFields(schema);
  const headers = exportHeaders(fields, lang);
  const rows = exportRows(data, schema, lang, refTitles);
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.json_to_sheet(rows, { header: headers });
  // Numbers stay numbers; money columns also get a "1,234.50" display format. Dates become date cells shown as the
  // reader writes them (31/12/2569 in Thai): the sheet sorts them, and the import reads them back as the same dates.
  fields.forEach((f, c) => {
    const dateKind = sheetDateKind(f);
    if (!isMoneyField(f) && !dateKind) return;
    for (let r = 1; r <= rows.length; r++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as { t?: string; v?: unknown; z?: string } | undefined;
      if (!cell) continue;
      if (!dateKind) {
        if (cell.t === 'n') cell.z = '#,##0.00';
        continue;
      }
      const day = typeof cell.v === 'string' ? sheetDateNumber(cell.v) : null;
      if (day !== null) Object.assign(cell, { t: 'n', v: day, z: sheetDateFormat(dateKind, lang) });
    }
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(localize(schema.pluralLabel, lang)));
  XLSX.writeFile(book, `${schema.name}.xlsx`);
  return rows.length;
}
