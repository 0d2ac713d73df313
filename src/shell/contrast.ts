/**
 * Colour contrast (WCAG 2.1 AA, success criterion 1.4.3), pure: the ratio of two colours, and the nearest colour to a
 * theme's own that reads at AA on the surfaces it is drawn on. ./theme.tsx asks `accessibleTokens` for the Ant Design
 * tokens to override, given the tokens antd derived for the chosen scheme and primary colour; a token that already
 * reads is left as it is, so the look changes only where text was too faint.
 */

/** The minimum contrast of normal text (AA). */
export const AA_TEXT = 4.5;

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A CSS colour as #rgb, #rrggbb, #rrggbbaa, rgb() or rgba(); undefined for anything else. */
export function parseColor(css: string): Rgba | undefined {
  const s = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    const byte = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: h.length === 8 ? byte(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(s);
  if (fn) return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: fn[4] === undefined ? 1 : Number(fn[4]) };
  return undefined;
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** An opaque colour as #rrggbb; a translucent one as rgba() with its alpha to two decimals. */
export function formatColor({ r, g, b, a }: Rgba): string {
  if (a >= 1) return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  return `rgba(${Math.round(r)},${Math.round(g)},${Math.round(b)},${Number(a.toFixed(2))})`;
}

/** `fg` painted over the opaque `bg`. */
const over = (fg: Rgba, bg: Rgba): Rgba => ({
  r: fg.r * fg.a + bg.r * (1 - fg.a),
  g: fg.g * fg.a + bg.g * (1 - fg.a),
  b: fg.b * fg.a + bg.b * (1 - fg.a),
  a: 1,
});

/** Relative luminance (WCAG 2.1) of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const required = (css: string): Rgba => {
  const c = parseColor(css);
  if (!c) throw new Error(`not a colour: ${css}`);
  return c;
};

/** The contrast ratio (1 to 21) of `fg` written on `bg`; a translucent `fg` is painted over `bg` first. */
export function contrastRatio(fg: string, bg: string): number {
  const back = { ...required(bg), a: 1 };
  const [x, y] = [luminance(over(required(fg), back)), luminance(back)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Whether `fg` reads at `min` on every one of `backgrounds`. */
export const readsOn = (fg: string, backgrounds: readonly string[], min = AA_TEXT): boolean =>
  backgrounds.every((bg) => contrastRatio(fg, bg) >= min);

/**
 * The colour nearest `color` that reads at `min` on every one of `backgrounds` (`color` itself when it does): a
 * translucent colour grows more opaque first; then the colour moves toward black on light backgrounds, toward white on
 * dark ones, one percent at a time. Backgrounds of both kinds at once may have no answer: the last try is returned.
 */
export function readableOn(color: string, backgrounds: readonly string[], min = AA_TEXT): string {
  if (readsOn(color, backgrounds, min)) return color;
  const start = required(color);
  const darkBackgrounds =
    backgrounds.reduce((sum, bg) => sum + luminance({ ...required(bg), a: 1 }), 0) / backgrounds.length < 0.18;
  for (let a = Math.ceil(start.a * 100) / 100; a < 1; a = Math.round(a * 100 + 1) / 100) {
    const candidate = formatColor({ ...start, a });
    if (readsOn(candidate, backgrounds, min)) return candidate;
  }
  const toward = darkBackgrounds ? 255 : 0;
  let candidate = formatColor({ ...start, a: 1 });
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mix = (v: number) => v + (toward - v) * t;
    candidate = formatColor({ r: mix(start.r), g: mix(start.g), b: mix(start.b), a: 1 });
    if (readsOn(candidate, backgrounds, min)) return candidate;
  }
  return candidate;
}

/** The first of `candidates` that reads at `min` on `background` (the one reading best when none does). */
export function readerOf(background: string, candidates: readonly string[], min = AA_TEXT): string {
  const ranked = [...candidates].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background));
  return candidates.find((c) => contrastRatio(c, background) >= min) ?? ranked[0]!;
}

/** antd's preset colours: a `<Tag color="green">` writes `green7` on `green1`. */
export const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * Seed tokens that are only ever text or links. antd runs a seed through its algorithm (the dark one tones it down
 * toward the background), so the seed is moved until the colour antd derives from it reads.
 */
const TEXT_SEEDS = ['colorLink', 'colorError'] as const;

/** Derived (map and alias) tokens that are only ever text: each must read on every surface. */
const TEXT_TOKENS = ['colorLinkHover', 'colorLinkActive', 'colorTextTertiary', 'colorTextDescription'] as const;

/** Status texts: each reads on the surfaces and on its own tint (a refused cell, an alert). */
const STATUS_TEXTS = [
  ['colorErrorText', 'colorErrorBg'],
  ['colorWarningText', 'colorWarningBg'],
  ['colorSuccessText', 'colorSuccessBg'],
  ['colorInfoText', 'colorInfoBg'],
] as const;

/**
 * Hover colours written as words under the mouse (a default button's, a tab's, a red outlined button's) and also
 * painted under a solid button's words (fixed for those per component).
 */
const HOVER_TOKENS = ['colorPrimaryHover', 'colorErrorHover'] as const;

/** antd's token derivation (theme.getDesignToken with the scheme's algorithm), given seed tokens. */
export type DeriveTokens = (seeds: Readonly<Record<string, string>>) => Readonly<Record<string, unknown>>;

/** The form fields whose value a locked form (a submitted record) shows in the disabled colour. */
const FIELD_COMPONENTS = ['Input', 'InputNumber', 'Select', 'TreeSelect', 'Cascader', 'DatePicker'] as const;
type FieldTokens = Record<(typeof FIELD_COMPONENTS)[number], { colorTextDisabled: string }>;

export interface AccessibleTheme {
  /** The seeds given, with the text seeds moved where needed, and the derived tokens to override. */
  token: Record<string, string>;
  /** Component tokens to override. */
  components: FieldTokens & {
    Menu: { itemSelectedColor: string; horizontalItemSelectedColor: string; subMenuItemSelectedColor: string };
    Table: { colorTextDisabled: string };
    Badge: { colorError: string };
    Tag: Record<'colorSuccess' | 'colorWarning' | 'colorError' | 'colorInfo', string>;
    Button: Record<
      | 'dangerColor'
      | 'primaryColor'
      | 'colorPrimaryHover'
      | 'colorPrimaryActive'
      | 'colorErrorHover'
      | 'colorErrorActive'
      | 'defaultHoverColor'
      | 'defaultActiveColor',
      string
    >;
    Tabs: Record<'itemSelectedColor' | 'itemHoverColor' | 'itemActiveColor', string>;
    Pagination: { itemActiveColor: string };
    Radio: { colorPrimary: string };
  };
}

const colourOf = (tokens: Readonly<Record<string, unknown>>, name: string): string => {
  const value = tokens[name];
  if (typeof value !== 'string' || !parseColor(value)) throw new Error(`token ${name} is not a colour`);
  return value;
};

/** `color` moved `t` (0..1) of the way toward `target` (#rrggbb). */
function mix(color: string, target: string, t: number): string {
  const [c, d] = [required(color), required(target)];
  return formatColor({ r: c.r + (d.r - c.r) * t, g: c.g + (d.g - c.g) * t, b: c.b + (d.b - c.b) * t, a: 1 });
}

/**
 * The theme to give antd so that every text reads at AA (`derive` is antd's own derivation, `seeds` the theme's seed
 * tokens: primary colour, link, font): faint texts (tertiary, descriptions, the breadcrumb, a form item's help),
 * links and red texts on the page, the container and pop-ups; green, amber and blue texts; each tag colour on its own
 * tint; the selected menu item on its highlight; an empty table's "No data"; white figures on a red badge. A token that
 * already reads keeps its colour.
 */
export function accessibleTheme(derive: DeriveTokens, seeds: Readonly<Record<string, string>>): AccessibleTheme {
  const token: Record<string, string> = { ...seeds };
  let derived = derive(token);
  const surfaces = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'].map((name) => colourOf(derived, name));
  const dark = surfaces.reduce((sum, bg) => sum + luminance(required(bg)), 0) / surfaces.length < 0.18;
  const toward = dark ? '#ffffff' : '#000000';
  const white = colourOf(derived, 'colorTextLightSolid');
  // A red badge keeps antd's red, darkened only as far as its white figures need.
  const badgeRed = readableOn(colourOf(derived, 'colorError'), [white]);
  for (const name of TEXT_SEEDS) {
    const seed = token[name] ?? colourOf(derived, name);
    const reads = (t: number) => readsOn(colourOf(derive({ ...token, [name]: mix(seed, toward, t) }), name), surfaces);
    if (reads(0)) continue;
    // The least move toward white (dark) or black (light) whose derived colour reads: a bisection, to 1/256.
    let [low, high] = [0, 1];
    for (let i = 0; i < 8; i++) {
      const mid = (low + high) / 2;
      if (reads(mid)) high = mid;
      else low = mid;
    }
    token[name] = mix(seed, toward, high);
  }
  derived = derive(token);
  const fix = (name: string, backgrounds: readonly string[]) => {
    const value = readableOn(colourOf(derived, name), backgrounds);
    if (value !== colourOf(derived, name)) token[name] = value;
  };
  for (const name of [...TEXT_TOKENS, ...HOVER_TOKENS]) fix(name, surfaces);
  for (const [name, tint] of STATUS_TEXTS) fix(name, [...surfaces, colourOf(derived, tint)]);
  for (const colour of PRESET_COLOURS) fix(`${colour}7`, [colourOf(derived, `${colour}1`)]);
  const primaryText = readableOn(colourOf(derived, 'colorPrimary'), surfaces);
  // A locked form's values stay readable: the disabled colour, darkened only as far as AA on the disabled field's grey.
  const disabledField = formatColor(
    over(required(colourOf(derived, 'colorBgContainerDisabled')), required(colourOf(derived, 'colorBgContainer'))),
  );
  const lockedValue = { colorTextDisabled: readableOn(colourOf(derived, 'colorTextDisabled'), [disabledField]) };
  const fields = Object.fromEntries(FIELD_COMPONENTS.map((name) => [name, lockedValue])) as FieldTokens;
  // The area that holds the current screen writes its title in the primary, also on the menu's hover grey.
  const menuHover = formatColor(
    over(required(colourOf(derived, 'colorBgTextHover')), required(colourOf(derived, 'colorBgContainer'))),
  );
  const selected = readableOn(colourOf(derived, 'colorPrimary'), [
    colourOf(derived, 'controlItemBgActive'),
    colourOf(derived, 'colorBgContainer'),
  ]);
  // A solid button's words: white, or what reads on its colour (below); its hover and pressed colours then stay under
  // them, while a default button's hover words stay readable on the page.
  const dangerColor = readerOf(colourOf(derived, 'colorError'), [white, colourOf(derived, 'colorBgContainer')]);
  const primaryColor = readerOf(colourOf(derived, 'colorPrimary'), [white, '#000000']);
  const hoverText = token.colorPrimaryHover ?? colourOf(derived, 'colorPrimaryHover');
  const buttonStates = {
    colorPrimaryHover: readableOn(hoverText, [primaryColor]),
    colorPrimaryActive: readableOn(colourOf(derived, 'colorPrimaryActive'), [primaryColor]),
    colorErrorHover: readableOn(token.colorErrorHover ?? colourOf(derived, 'colorErrorHover'), [dangerColor]),
    colorErrorActive: readableOn(colourOf(derived, 'colorErrorActive'), [dangerColor]),
    defaultHoverColor: hoverText,
    defaultActiveColor: readableOn(colourOf(derived, 'colorPrimaryActive'), surfaces),
  };
  return {
    token,
    components: {
      ...fields,
      Menu: {
        itemSelectedColor: selected,
        horizontalItemSelectedColor: selected,
        subMenuItemSelectedColor: readableOn(primaryText, [...surfaces, menuHover]),
      },
      // The primary colour as words (the chosen tab, the current page, a chosen radio button): antd's dark algorithm
      // tones the primary down for white words on it, too dark for words on the page.
      Pagination: { itemActiveColor: primaryText },
      Radio: { colorPrimary: primaryText },
      Table: { colorTextDisabled: token.colorTextTertiary ?? colourOf(derived, 'colorTextTertiary') },
      Badge: { colorError: badgeRed },
      // A status tag (success, warning, error, processing) writes its colour on its own tint.
      Tag: {
        colorSuccess: readableOn(colourOf(derived, 'colorSuccess'), [colourOf(derived, 'colorSuccessBg')]),
        colorWarning: readableOn(colourOf(derived, 'colorWarning'), [colourOf(derived, 'colorWarningBg')]),
        colorError: readableOn(colourOf(derived, 'colorError'), [colourOf(derived, 'colorErrorBg')]),
        colorInfo: readableOn(colourOf(derived, 'colorInfo'), [colourOf(derived, 'colorInfoBg')]),
      },
      // A solid red button (confirm "Delete") is red with white words; in dark mode the red is light enough to read as
      // text on the page, and white no longer reads on it: its words take the container's dark colour instead.
      // Likewise a primary button's words on a custom primary colour too light for white (a yellow).
      Button: { dangerColor, primaryColor, ...buttonStates },
      // The tab under the mouse or being pressed.
      Tabs: {
        itemSelectedColor: primaryText,
        itemHoverColor: hoverText,
        itemActiveColor: readableOn(colourOf(derived, 'colorPrimaryActive'), surfaces),
      },
    },
  };
}
