import { describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../../../src/schema';
import { SIGNED_URL_LIFETIME_S, UrlSigner } from '../../../../mock-server/auth/signed-url';

const PREFIX = '/api-spp/v1/uploads';
const unbound = new UrlSigner('secret-a', PREFIX);
const signer = unbound.forUser(7);
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
  return { path: path!, query: new URLSearchParams(query) };
};
/** The query of `url` with `key` set to `value`. */
const withParam = (url: string, key: string, value: string) => {
  const q = parts(url).query;
  q.set(key, value);
  return q;
};

describe('signed upload URLs', () => {
  it('signs a name for its user for at least the lifetime and at most five minutes more, the same within a bucket', () => {
    const url = signer.sign('a.png', NOW);
    const { path, query } = parts(url);
    expect(path).toBe(`${PREFIX}/a.png`);
    expect(url).toMatch(/\?exp=\d+&sig=[\w-]{43}&u=7$/);
    const left = Number(query.get('exp')) - NOW / 1000;
    expect(left).toBeGreaterThanOrEqual(SIGNED_URL_LIFETIME_S);
    expect(left).toBeLessThanOrEqual(SIGNED_URL_LIFETIME_S + 300);
    expect(signer.signedFor('a.png', query, NOW)).toBe(7);
    // Any signer of the same secret verifies it (the server's one signer), and names the user it was made for.
    expect(unbound.signedFor('a.png', query, NOW)).toBe(7);
    expect(signer.sign('a.png', NOW + 60_000)).toBe(signer.sign('a.png', NOW));
  });

  it('binds the signature to its user: another user id in the URL does not pass, and nothing is signed without a user', () => {
    const url = signer.sign('a.png', NOW);
    expect(unbound.signedFor('a.png', withParam(url, 'u', '8'), NOW)).toBeNull();
    const other = unbound.forUser(8).sign('a.png', NOW);
    expect(parts(other).query.get('sig')).not.toBe(parts(url).query.get('sig'));
    expect(unbound.signedFor('a.png', parts(other).query, NOW)).toBe(8);
    const noUser = parts(url).query;
    noUser.delete('u');
    expect(unbound.signedFor('a.png', noUser, NOW)).toBeNull();
    expect(() => unbound.sign('a.png', NOW)).toThrow(/forUser/);
    expect(signer.user).toBe(7);
    expect(unbound.user).toBeNull();
  });

  it('refuses an expired, tampered, foreign or malformed signature', () => {
    const url = signer.sign('a.png', NOW);
    const { query } = parts(url);
    const exp = query.get('exp')!;
    const sig = query.get('sig')!;
    expect(signer.signedFor('a.png', query, Number(exp) * 1000)).toBeNull();
    expect(signer.signedFor('b.png', query, NOW)).toBeNull();
    expect(signer.signedFor('a.png', withParam(url, 'exp', String(Number(exp) + 1)), NOW)).toBeNull();
    const foreign = parts(new UrlSigner('secret-b', PREFIX).forUser(7).sign('a.png', NOW)).query.get('sig')!;
    expect(signer.signedFor('a.png', withParam(url, 'sig', foreign), NOW)).toBeNull();
    for (const key of ['exp', 'sig']) {
      const missing = parts(url).query;
      missing.delete(key);
      expect(signer.signedFor('a.png', missing, NOW)).toBeNull();
    }
    expect(signer.signedFor('a.png', withParam(url, 'exp', '1e20'), NOW)).toBeNull();
    expect(signer.signedFor('a.png', withParam(url, 'sig', `${sig}x`), NOW)).toBeNull();
    expect(signer.signedFor('a.png', withParam(url, 'u', '07'), NOW)).toBeNull();
    expect(signer.signedFor('a.png', withParam(url, 'u', '-7'), NOW)).toBeNull();
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
    // The stored names a record holds, file fields and file columns only, signed or not.
    expect(signer.namesIn(schema, record)).toEqual(['p.png', 'l.pdf']);
    expect(signer.namesIn(schema, signed)).toEqual(['p.png', 'l.pdf']);
    expect(signer.namesIn(schema, { id: 2, lines: 'not a table', photo: null })).toEqual([]);
  });

  it('strips any query from our URLs before they are stored', () => {
    expect(signer.bareValue(`${PREFIX}/a.png?exp=1&sig=x`)).toBe(`${PREFIX}/a.png`);
    expect(signer.bareValue({ url: `${PREFIX}/a.png?evil=1#frag`, name: 'a' })).toEqual({ url: `${PREFIX}/a.png`, name: 'a' });
    expect(signer.bareValue(`${PREFIX}/dir/a.png`)).toBe(`${PREFIX}/dir/a.png`);
    expect(signer.nameOf('/elsewhere/a.png')).toBeNull();
  });
});
