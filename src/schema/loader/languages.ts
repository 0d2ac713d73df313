/**
 * A registry's labels by language (issue 29): the browser bundle carries the labels in English and Thai, and French
 * and Arabic in a chunk each, loaded when that language is chosen (src/providers/registry.ts), so adding languages
 * does not weigh on every page. Pure: the Vite plugin splits, the browser merges back.
 *
 * A label is an object with English and Thai text (`{ en, th, fr?, ar? }`); `codeList.label` names fields instead
 * and is left alone, as the translations check does (translations.ts).
 */

/** The languages every copy of the registry carries: English (the fallback) and Thai (required in every label). */
export const BASE_LANGUAGES = ['en', 'th'] as const;

type Json = unknown;
/** Keys whose values look like labels but name fields instead (`codeList.label`: the fields holding a code's names). */
export const NOT_TEXT = new Set(['codeList']);

export const isLabel = (v: object): v is Record<string, unknown> =>
  typeof (v as { en?: unknown }).en === 'string' && typeof (v as { th?: unknown }).th === 'string';

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of `value` whose labels keep English and Thai only. */
export function baseLabels<T>(value: T): T {
  const walk = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    if (isLabel(v)) return { en: v.en, th: v.th };
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, NOT_TEXT.has(k) ? x : walk(x)]));
  };
  return walk(value) as T;
}

/**
 * The texts of `value`'s labels in `lang`, as a sparse tree of the same shape: only the keys (array items by index)
 * that lead to a label holding that language, each label as its text. Undefined when there is none.
 */
export function labelsOf(value: Json, lang: string): Json {
  if (Array.isArray(value) || isObject(value)) {
    if (isObject(value) && isLabel(value)) return typeof value[lang] === 'string' ? value[lang] : undefined;
    const entries = Object.entries(value)
      .filter(([k]) => !NOT_TEXT.has(k))
      .map(([k, x]) => [k, labelsOf(x, lang)] as const)
      .filter(([, x]) => x !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** `value` with the texts of `labels` (a `labelsOf` tree) put into its labels as `lang`; what it does not reach is shared. */
export function withLabels<T>(value: T, labels: Json, lang: string): T {
  const walk = (v: Json, l: Json): Json => {
    if (l === undefined) return v;
    if (isObject(v) && isLabel(v)) return typeof l === 'string' ? { ...v, [lang]: l } : v;
    if (!isObject(l)) return v;
    if (Array.isArray(v)) return v.map((x, i) => walk(x, l[String(i)]));
    if (!isObject(v)) return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, l[k])]));
  };
  return walk(value, labels) as T;
}
