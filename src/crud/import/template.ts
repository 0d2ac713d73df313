/**
 * The import template: the first sheet holds the importable columns, labelled in the current language,
 * then a column per importable child-table column ("Participants: Employee"), and one sample row (with
 * one child row); the second describes each column (type, required, options and rules; a child column
 * says that more child rows go on the rows below). The sheets are plain arrays here (unit-tested);
 * SheetJS loads only when someone downloads the template.
 */
import type { TFunction } from 'i18next';
import { fieldLabel, fieldOptions, localize, type AnyField } from '../../schema/meta/describe';
import { childHeader, childImportColumns, importFields } from '../../schema/import/import';
import type { SchemaRegistry } from '../../schema/loader/loader';
import type { FieldType, ResourceSchema } from '../../schema/meta/meta';
import { formatNumber } from '../fields/format';

type Word = Parameters<TFunction>[0];

const TYPE_WORD: Record<FieldType, string> = {
  text: 'typeText',
  textarea: 'typeLongText',
  richtext: 'typeLongText',
  integer: 'typeInteger',
  number: 'typeNumber',
  money: 'typeMoney',
  percent: 'typePercent',
  boolean: 'typeYesNo',
  flag: 'typeYesNo',
  date: 'typeDate',
  datetime: 'typeDatetime',
  time: 'typeTime',
  monthYear: 'typeMonth',
  select: 'typeSelect',
  multiselect: 'typeMultiselect',
  reference: 'typeReference',
  email: 'typeEmail',
  phone: 'typePhone',
  url: 'typeUrl',
  barcode: 'typeBarcode',
  file: 'typeText',
  image: 'typeText',
  table: 'typeText',
  computed: 'typeNumber',
  status: 'typeSelect',
};

/** Sample text by the field's seed hint (mock-server/seed/seed-fields.ts uses the same names). */
const SAMPLE_BY_SEED: Record<string, string> = {
  personName: 'Somchai Jaidee',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  company: 'Sample Co., Ltd.',
  address: '1 Sukhumvit Road, Bangkok 10110',
  code: 'CODE-001',
  taxId: '0105556000001',
  phone: '02-123-4567',
  email: 'name@example.com',
  product: 'Sample product',
  city: 'Bangkok',
  department: 'Sales',
  position: 'Officer',
};

const pad = (n: number) => String(n).padStart(2, '0');

function numberSample(f: AnyField): number {
  const low = f.min ?? 0;
  const high = f.max ?? Math.max(low, 0) + 1000;
  const n = f.type === 'percent' ? 10 : 100;
  return Math.min(Math.max(n, low), high);
}

/** A plausible value for the sample row, written as a user would type it. */
export function sampleValue(f: AnyField, lang: string, t: TFunction, today = new Date()): string | number {
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const seed = f.seed;
  switch (f.type) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return numberSample(f);
    case 'boolean':
    case 'flag':
      return t('import.yes');
    case 'date':
      return day;
    case 'datetime':
      return `${day} 09:00`;
    case 'time':
      return '09:00';
    case 'monthYear':
      return day.slice(0, 7);
    case 'select':
      return fieldOptions(null, f, lang)[0]?.label ?? '';
    case 'multiselect':
      return fieldOptions(null, f, lang)
        .slice(0, 2)
        .map((o) => o.label)
        .join(', ');
    case 'reference':
      return '';
    case 'email':
      return 'name@example.com';
    case 'phone':
      return '02-123-4567';
    case 'url':
      return 'https://example.com';
    default: {
      const text =
        typeof seed === 'object' && seed.min !== undefined
          ? String(seed.min)
          : typeof seed === 'string'
            ? (SAMPLE_BY_SEED[seed] ?? t('import.sampleText'))
            : f.type === 'barcode'
              ? '8850000000001'
              : t('import.sampleText');
      return f.maxLength ? text.slice(0, f.maxLength) : text;
    }
  }
}

/** The rules of one column, in words: options, the referenced resource, limits, uniqueness, help. */
function rules(f: AnyField, registry: SchemaRegistry, lang: string, t: TFunction): string {
  const out: string[] = [];
  if (f.type === 'select' || f.type === 'multiselect')
    out.push(
      fieldOptions(null, f, lang)
        .map((o) => o.label)
        .join(', '),
    );
  if (f.type === 'multiselect') out.push(t('import.multiRule'));
  if (f.type === 'reference') {
    const target = f.resource ? registry.byName.get(f.resource) : undefined;
    out.push(t('import.referenceRule', { label: target ? localize(target.label, lang) : f.resource }));
  }
  if (f.maxLength !== undefined) out.push(t('import.maxLength', { n: f.maxLength }));
  const min = f.min === undefined ? undefined : formatNumber(f.min);
  const max = f.max === undefined ? undefined : formatNumber(f.max);
  if (min !== undefined && max !== undefined) out.push(t('import.range', { min, max }));
  else if (min !== undefined) out.push(t('import.min', { n: min }));
  else if (max !== undefined) out.push(t('import.max', { n: max }));
  if (f.unique) out.push(t('import.unique'));
  if (f.patternMessage) out.push(localize(f.patternMessage, lang));
  if (f.help) out.push(localize(f.help, lang));
  return out.join('; ');
}

export interface TemplateSheets {
  columns: (string | number)[][];
  description: string[][];
}

/** Both sheets as rows of cells. Pass the schema as the user sees it: only what they may write is a column. */
export function templateSheets(schema: ResourceSchema, registry: SchemaRegistry, lang: string, t: TFunction): TemplateSheets {
  const fields = importFields(schema);
  const children = childImportColumns(schema);
  const word = (key: string) => t(`import.${key}` as Word);
  const describe = (f: AnyField, header: string, name: string, note?: string) => [
    header,
    name,
    word(TYPE_WORD[f.type]),
    word(f.required ? 'yes' : 'no'),
    [note, rules(f, registry, lang, t)].filter(Boolean).join('; '),
  ];
  return {
    columns: [
      [...fields.map((f) => fieldLabel(f, lang)), ...children.map((c) => childHeader(c, lang))],
      [...fields.map((f) => sampleValue(f, lang, t)), ...children.map((c) => sampleValue(c.field, lang, t))],
    ],
    description: [
      [word('colColumn'), word('colField'), word('colType'), word('colRequired'), word('colRules')],
      ...fields.map((f) => describe(f, fieldLabel(f, lang), f.name)),
      ...children.map((c) =>
        describe(c.field, childHeader(c, lang), c.key, t('import.childRule', { table: fieldLabel(c.table, lang) })),
      ),
    ],
  };
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ */
const sheetName = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Builds the template and hands it to the browser as `<resource>-template.xlsx`. */
export async function downloadTemplate(
  schema: ResourceSchema,
  registry: SchemaRegistry,
  lang: string,
  t: TFunction,
): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const { columns, description } = templateSheets(schema, registry, lang, t);
  const book = XLSX.utils.book_new();
  const first = XLSX.utils.aoa_to_sheet(columns);
  first['!cols'] = columns[0]!.map((h) => ({ wch: Math.max(12, String(h).length + 4) }));
  XLSX.utils.book_append_sheet(book, first, sheetName(localize(schema.pluralLabel, lang)));
  const second = XLSX.utils.aoa_to_sheet(description);
  second['!cols'] = [{ wch: 24 }, { wch: 16 }, { wch: 24 }, { wch: 10 }, { wch: 60 }];
  XLSX.utils.book_append_sheet(book, second, sheetName(t('import.columnsSheet')));
  XLSX.writeFile(book, `${schema.name}-template.xlsx`);
}
