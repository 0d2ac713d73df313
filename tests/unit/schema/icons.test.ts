/** Menu icons: a schema or area icon must be an @ant-design/icons icon (checked by the Node callers). */
import { describe, expect, it } from 'vitest';
import { loadSchemas, SchemaLoadError } from '../../../src/schema/loader/loader';
import { isAntIcon, loadSchemaDir } from '../../../src/schema/loader/read-dir';

const text = (en: string) => ({ en, th: `${en} (th)` });
const areas = (icon: string) => ({
  file: '_areas.json',
  json: { areas: [{ name: 'sales', label: text('Sales'), order: 1, icon }] },
});
const things = (icon: string) => ({
  file: 'things.json',
  json: {
    name: 'things',
    label: text('Thing'),
    pluralLabel: text('Things'),
    area: 'sales',
    route: '/apps/sales/things',
    titleField: 'title',
    icon,
    fields: [{ name: 'title', type: 'text' }],
  },
});

function problems(areaIcon: string, icon: string) {
  try {
    loadSchemas([areas(areaIcon), things(icon)], { isIcon: isAntIcon });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaLoadError);
    return (error as SchemaLoadError).problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  }
}

describe('icon names', () => {
  it('knows every theme of a real icon, and nothing else', () => {
    for (const name of ['TagsOutlined', 'HeartFilled', 'SmileTwoTone', 'QrcodeOutlined'])
      expect(isAntIcon(name), name).toBe(true);
    for (const name of ['Tags', 'TagOutlinedX', 'tagsOutlined', '../index', 'index', '', 'NoSuchThingOutlined'])
      expect(isAntIcon(name), name).toBe(false);
  });

  it('any real icon loads; an unknown one is an error naming it, in areas and schemas alike', () => {
    expect(problems('ShopOutlined', 'QrcodeOutlined')).toEqual([]);
    expect(problems('Shop', 'QrCode')).toEqual([
      '_areas.json: $.areas[0].icon: unknown icon "Shop": expected an @ant-design/icons name such as "TagsOutlined"',
      'things.json: $.icon: unknown icon "QrCode": expected an @ant-design/icons name such as "TagsOutlined"',
    ]);
  });

  it('the browser (no isIcon) leaves the check to the build, and the repository schemas pass it', () => {
    expect(() => loadSchemas([areas('Shop'), things('QrCode')])).not.toThrow();
    expect(() => loadSchemaDir()).not.toThrow();
  });
});
