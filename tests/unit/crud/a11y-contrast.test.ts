/**
 * Colour contrast (src/shell/contrast.ts, issue 12 part 6): the WCAG ratio, the nearest colour that reads at AA, and
 * the antd theme made to read at AA in light and dark mode for the default primary, every preset and a custom primary
 * too light (or too dark) for text, checked against antd's own token derivation.
 */
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  PRESET_COLOURS,
  accessibleTheme,
  contrastRatio,
  formatColor,
  parseColor,
  readableOn,
  readerOf,
  readsOn,
  type DeriveTokens,
} from '../../../src/shell/contrast';
import { PRIMARY_DEFAULT, PRIMARY_PRESETS, darken } from '../../../src/shell/layoutRules';

describe('contrast ratio (WCAG 2.1)', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f6feb', '#1f6feb')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#1f6feb')).toBeCloseTo(contrastRatio('#1f6feb', '#ffffff'), 10);
  });

  it('gives the figures axe reports', () => {
    // #767676 is the lightest grey that reads on white; antd's secondary grey (#8c8c8c) does not.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#1668dc', '#141414')).toBeCloseTo(3.55, 2);
  });

  it('paints a translucent colour over the background first', () => {
    expect(contrastRatio('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(contrastRatio('#8c8c8c', '#ffffff'), 1);
    expect(contrastRatio('rgba(255, 255, 255, 1)', '#000')).toBeCloseTo(21, 5);
  });

  it('reads #rgb, #rrggbb, #rrggbbaa, rgb() and rgba(), and nothing else', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#1F6FEB')).toEqual({ r: 31, g: 111, b: 235, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgba(0,0,0,0.45)')).toEqual({ r: 0, g: 0, b: 0, a: 0.45 });
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    for (const bad of ['blue', '#12345', 'rgb(1,2)', '']) expect(parseColor(bad)).toBeUndefined();
    expect(() => contrastRatio('blue', '#fff')).toThrow(/not a colour/);
    expect(formatColor({ r: 0, g: 0, b: 0, a: 0.555 })).toBe('rgba(0,0,0,0.56)');
    expect(formatColor({ r: 26, g: 93, b: 197, a: 1 })).toBe('#1a5dc5');
  });
});

describe('the nearest colour that reads', () => {
  const light = ['#ffffff', '#f5f5f5'];
  const dark = ['#000000', '#141414', '#1f1f1f'];

  it('keeps a colour that reads already', () => {
    expect(readableOn('#1a5dc5', light)).toBe('#1a5dc5');
    expect(readableOn('rgba(0,0,0,0.88)', light)).toBe('rgba(0,0,0,0.88)');
  });

  it('makes a faint grey text just opaque enough, on every background', () => {
    const grey = readableOn('rgba(0,0,0,0.45)', light);
    expect(grey).toBe('rgba(0,0,0,0.55)');
    expect(readsOn(grey, light)).toBe(true);
    // One step less would not read on the grey page.
    expect(readsOn('rgba(0,0,0,0.54)', light)).toBe(false);
    expect(readsOn(readableOn('rgba(255,255,255,0.45)', dark), dark)).toBe(true);
  });

  it('darkens on light backgrounds and lightens on dark ones, no further than needed', () => {
    const onLight = readableOn('#52c41a', light);
    expect(readsOn(onLight, light)).toBe(true);
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThan(contrastRatio('#52c41a', '#ffffff'));
    expect(contrastRatio(onLight, '#f5f5f5')).toBeLessThan(AA_TEXT + 0.3);
    const onDark = readableOn('#1668dc', dark);
    expect(readsOn(onDark, dark)).toBe(true);
    expect(contrastRatio(onDark, '#1f1f1f')).toBeLessThan(AA_TEXT + 0.3);
  });

  it('picks the first reader that reads, else the best one', () => {
    expect(readerOf('#cb3d3f', ['#ffffff', '#141414'])).toBe('#ffffff');
    expect(readerOf('#e67a7b', ['#ffffff', '#141414'])).toBe('#141414');
    expect(readerOf('#777777', ['#808080', '#ffffff'])).toBe('#ffffff');
  });
});

const derivation =
  (dark: boolean): DeriveTokens =>
  (seeds) =>
    theme.getDesignToken({ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: seeds }) as unknown as Record<
      string,
      unknown
    >;

/** The theme src/shell/theme.tsx gives antd, and the tokens antd derives from it. */
function themed(primary: string, dark: boolean) {
  const derive = derivation(dark);
  const seeds = {
    colorPrimary: primary,
    colorPrimaryActive: darken(primary, 0.16),
    colorLink: dark ? primary : darken(primary, 0.16),
  };
  const result = accessibleTheme(derive, seeds);
  return { ...result, final: derive(result.token) as Record<string, string> };
}

// The presets, and custom colours too light (a yellow, a sky blue) and too dark (a navy) for text on a dark page.
const PRIMARIES = [...PRIMARY_PRESETS, '#ffd400', '#7dd3fc', '#0b1a3a'];

describe.each([false, true])('the theme (dark: %s)', (dark) => {
  it.each(PRIMARIES)('every text reads at AA with the primary %s', (primary) => {
    const { final, components } = themed(primary, dark);
    const surfaces = [final.colorBgContainer!, final.colorBgLayout!, final.colorBgElevated!];
    const texts = [
      'colorLink',
      'colorLinkHover',
      'colorLinkActive',
      'colorTextTertiary',
      'colorTextDescription',
      'colorError',
      'colorErrorText',
      'colorWarningText',
      'colorSuccessText',
      'colorInfoText',
    ];
    for (const name of texts) expect(readsOn(final[name]!, surfaces), `${name} ${final[name]}`).toBe(true);
    for (const c of PRESET_COLOURS)
      expect(contrastRatio(final[`${c}7`]!, final[`${c}1`]!), `tag ${c}`).toBeGreaterThanOrEqual(AA_TEXT);
    for (const colour of [
      components.Menu.subMenuItemSelectedColor,
      components.Tabs.itemSelectedColor,
      components.Pagination.itemActiveColor,
      components.Radio.colorPrimary,
      components.Table.colorTextDisabled,
      // Words under the mouse or being pressed: a default button's, a tab's; a red outlined button's hover.
      components.Button.defaultHoverColor,
      components.Button.defaultActiveColor,
      components.Tabs.itemHoverColor,
      components.Tabs.itemActiveColor,
      final.colorPrimaryHover!,
      final.colorErrorHover!,
    ])
      expect(readsOn(colour, surfaces), colour).toBe(true);
    // A solid button's words on its hover and pressed colours.
    const { Button } = components;
    for (const state of ['colorPrimaryHover', 'colorPrimaryActive'] as const)
      expect(contrastRatio(Button.primaryColor, Button[state]), state).toBeGreaterThanOrEqual(AA_TEXT);
    for (const state of ['colorErrorHover', 'colorErrorActive'] as const)
      expect(contrastRatio(Button.dangerColor, Button[state]), state).toBeGreaterThanOrEqual(AA_TEXT);
    // Status texts on their own tint (a refused import cell is red words on the red tint).
    for (const status of ['Error', 'Warning', 'Success', 'Info'] as const)
      expect(readsOn(final[`color${status}Text`]!, [final[`color${status}Bg`]!]), status).toBe(true);
    expect(readsOn(components.Menu.itemSelectedColor, [final.controlItemBgActive!, final.colorBgContainer!])).toBe(true);
    // The area holding the current screen, under the mouse: its words on the menu's hover grey (axe found 4.32 there).
    const menuHover = flatten(final.colorBgTextHover!, final.colorBgContainer!);
    expect(contrastRatio(components.Menu.subMenuItemSelectedColor, menuHover)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio('#ffffff', components.Badge.colorError)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(components.Button.dangerColor, final.colorError!)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(components.Button.primaryColor, final.colorPrimary!)).toBeGreaterThanOrEqual(AA_TEXT);
    for (const status of ['Success', 'Warning', 'Error', 'Info'] as const)
      expect(contrastRatio(components.Tag[`color${status}`], final[`color${status}Bg`]!), status).toBeGreaterThanOrEqual(AA_TEXT);
    // A locked form's values read on the disabled field's grey (a translucent grey painted on the container).
    const disabledField = flatten(final.colorBgContainerDisabled!, final.colorBgContainer!);
    for (const field of ['Input', 'InputNumber', 'Select', 'TreeSelect', 'Cascader', 'DatePicker'] as const)
      expect(contrastRatio(components[field].colorTextDisabled, disabledField), field).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

/** `fg` painted over the opaque `bg`, as #rrggbb. */
function flatten(fg: string, bg: string): string {
  const [f, b] = [parseColor(fg)!, parseColor(bg)!];
  const hex = (x: number, y: number) =>
    Math.round(x * f.a + y * (1 - f.a))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f.r, b.r)}${hex(f.g, b.g)}${hex(f.b, b.b)}`;
}

describe('the look stays', () => {
  it('keeps the chosen primary and, in light mode, its darker link when that reads', () => {
    const { token, final } = themed(PRIMARY_DEFAULT, false);
    expect(final.colorPrimary).toBe(PRIMARY_DEFAULT);
    expect(final.colorLink).toBe(darken(PRIMARY_DEFAULT, 0.16));
    // Only what did not read is overridden: the blue tag and the base text are antd's own.
    expect(token).not.toHaveProperty('blue7');
    expect(token).not.toHaveProperty('colorText');
    expect(final.colorText).toBe('rgba(0,0,0,0.88)');
  });

  it('darkens the link of a primary too light for text on white, and lightens it on a dark page', () => {
    const light = themed('#ffd400', false).final.colorLink!;
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThan(contrastRatio(darken('#ffd400', 0.16), '#ffffff'));
    expect(readsOn(light, ['#ffffff', '#f5f5f5'])).toBe(true);
    const dark = themed('#0b1a3a', true).final.colorLink!;
    expect(readsOn(dark, ['#000000', '#141414', '#1f1f1f'])).toBe(true);
  });

  it('writes a primary button in white, or in black on a primary too light for white', () => {
    expect(themed(PRIMARY_DEFAULT, false).components.Button.primaryColor).toBe('#fff');
    expect(themed(PRIMARY_DEFAULT, true).components.Button.primaryColor).toBe('#fff');
    expect(themed('#ffd400', false).components.Button.primaryColor).toBe('#000000');
  });

  it('keeps a red badge red: darkened only as far as its white figures need', () => {
    const badge = themed(PRIMARY_DEFAULT, false).components.Badge.colorError;
    expect(contrastRatio('#ffffff', badge)).toBeLessThan(AA_TEXT + 0.3);
  });
});
