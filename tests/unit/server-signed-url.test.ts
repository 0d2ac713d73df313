import { describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../src/schema';
import { SIGNED_URL_LIFETIME_S, UrlSigner } from '../../mock-server/signed-url';

const PREFIX = '/api-spp/v1/uploads';
const signer = new UrlSigner('secret-a', PREFIX);
const NOW = Date.UTC(2026, 10, 23, 6, 1, 0);

const schema = {
  fields: [
    { name: 'photo', type: 'image' },
    { name: 'title', type: 'text' },
    {
      name: 'lines',
      type: 'table',
      fields: [
        { name: 'attachment', type: 'file' },
        { name: 'note', type: 'text' },
      ],
    },
  ],
} as unknown as ResourceSchema;

const parts = (url: string) => {
  const [path, query] = url.split('?');
  const q = new URLSearchParams(query);
  return { path: path!, exp: q.get('exp'), sig: q.get('sig') };
};

describe('signed upload URLs', () => {
  it('signs a name for at least the lifetime and at most five minutes more, and stays the same within a bucket', () => {
    const { path, exp, sig } = parts(signer.sign('a.png', NOW));
    expect(path).toBe(`${PREFIX}/a.png`);
    const left = Number(exp) - NOW / 1000;
    expect(left).toBeGreaterThanOrEqual(SIGNED_URL_LIFETIME_S);
    expect(left).toBeLessThanOrEqual(SIGNED_URL_LIFETIME_S + 300);
    expect(signer.verify('a.png', exp, sig, NOW)).toBe(true);
    expect(signer.sign('a.png', NOW + 60_000)).toBe(signer.sign('a.png', NOW));
  });

  it('refuses an expired, tampered, foreign or malformed signature', () => {
    const { exp, sig } = parts(signer.sign('a.png', NOW));
    expect(signer.verify('a.png', exp, sig, Number(exp) * 1000)).toBe(false);
    expect(signer.verify('b.png', exp, sig, NOW)).toBe(false);
    expect(signer.verify('a.png', String(Number(exp) + 1), sig, NOW)).toBe(false);
    expect(signer.verify('a.png', exp, new UrlSigner('secret-b', PREFIX).sign('a.png', NOW).split('sig=')[1]!, NOW)).toBe(false);
    expect(signer.verify('a.png', null, sig, NOW)).toBe(false);
    expect(signer.verify('a.png', exp, null, NOW)).toBe(false);
    expect(signer.verify('a.png', '1e20', sig, NOW)).toBe(false);
    expect(signer.verify('a.png', exp, `${sig}x`, NOW)).toBe(false);
  });

  it('signs the file fields of a record, child-table columns too, and leaves other URLs alone', () => {
    const record = {
      id: 1,
      title: `${PREFIX}/not-a-file-field.png`,
      photo: [{ url: `${PREFIX}/p.png`, name: 'p.png' }, 'https://example.com/x.png'],
      lines: [{ attachment: { url: `${PREFIX}/l.pdf`, name: 'l.pdf' }, note: `${PREFIX}/n.txt` }],
    };
    const signed = signer.signRecord(schema, record, NOW);
    expect(signed.title).toBe(record.title);
    const photos = signed.photo as [{ url: string; name: string }, string];
    expect(photos[0].url).toBe(signer.sign('p.png', NOW));
    expect(photos[0].name).toBe('p.png');
    expect(photos[1]).toBe('https://example.com/x.png');
    const line = (signed.lines as { attachment: { url: string }; note: string }[])[0]!;
    expect(line.attachment.url).toBe(signer.sign('l.pdf', NOW));
    expect(line.note).toBe(`${PREFIX}/n.txt`);
    expect(record.photo[0]).toEqual({ url: `${PREFIX}/p.png`, name: 'p.png' }); // not mutated
    expect(signer.bareRecord(schema, signed)).toEqual(record);
  });

  it('strips any query from our URLs before they are stored', () => {
    expect(signer.bareValue(`${PREFIX}/a.png?exp=1&sig=x`)).toBe(`${PREFIX}/a.png`);
    expect(signer.bareValue({ url: `${PREFIX}/a.png?evil=1#frag`, name: 'a' })).toEqual({ url: `${PREFIX}/a.png`, name: 'a' });
    expect(signer.bareValue(`${PREFIX}/dir/a.png`)).toBe(`${PREFIX}/dir/a.png`);
    expect(signer.nameOf('/elsewhere/a.png')).toBeNull();
  });
});
