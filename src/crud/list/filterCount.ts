/** How many of a list's filters hold a value (the phone's Filters button shows it). Pure. */
const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === undefined || x === null || x === ''));

/** The filters with a value: a range counts once, even half set; the search box is not a filter. */
export const appliedCount = (values: Record<string, unknown>): number => Object.values(values).filter((v) => !isBlank(v)).length;
