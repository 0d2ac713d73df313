/** Errors people can act on (issue 12, part 3): each failure's kind, its plain text, the details, the toasts. */
import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  errorText,
  failureDetails,
  HttpStatusError,
  isHumanMessage,
  kindOfStatus,
  MESSAGES,
  NetworkError,
  TimeoutError,
} from '../../../src/http/errors';
import { errorsWords } from '../../../src/i18n/errors';
import { failureToast } from '../../../src/providers/notification';

const status = (code: number, body: unknown = null, method = 'GET', url = '/api-spp/v1/suppliers') =>
  new HttpStatusError(method, url, code, '', body);

describe('the kind of a status', () => {
  it('maps every status the brief names to its own kind', () => {
    expect(kindOfStatus(null)).toBe('offline');
    expect(kindOfStatus(400)).toBe('invalid');
    expect(kindOfStatus(422)).toBe('invalid');
    expect(kindOfStatus(401)).toBe('unauthorized');
    expect(kindOfStatus(403)).toBe('forbidden');
    expect(kindOfStatus(404)).toBe('notFound');
    expect(kindOfStatus(408)).toBe('timeout');
    expect(kindOfStatus(409)).toBe('conflict');
    expect(kindOfStatus(429)).toBe('tooMany');
    expect(kindOfStatus(500)).toBe('server');
    expect(kindOfStatus(501)).toBe('server');
    for (const s of [502, 503, 504]) expect(kindOfStatus(s)).toBe('offline');
  });

  it('takes a 500 without a body for a gateway answering for a server that is not there', () => {
    expect(kindOfStatus(500, true)).toBe('offline');
    expect(describeFailure(status(500, '')).kind).toBe('offline');
    expect(describeFailure(status(500, { message: 'Disk full' })).kind).toBe('server');
  });
});

describe('what a user reads', () => {
  it('never shows a status line, a stack or "Network Error"', () => {
    for (const error of [
      status(502, null, 'GET', '/api-spp/v1/menu/1'),
      status(500, { message: 'Internal Server Error' }),
      new NetworkError('GET', '/api-spp/v1/permissions?t=json'),
      new TimeoutError('/api-spp/v1/orders', 30_000),
      new Error('Request failed with status code 503'),
      'TypeError: x is undefined',
    ]) {
      const text = errorText(error);
      expect(text).not.toMatch(/GET|failed:|status code|Network Error|\/api-spp|TypeError/);
      expect(text.length).toBeGreaterThan(10);
    }
  });

  it('gives each kind its sentence, and a write that found no server says nothing was saved', () => {
    expect(errorText(new NetworkError('GET', '/x'))).toBe('The server cannot be reached. Trying again...');
    expect(errorText(new NetworkError('POST', '/x'))).toMatch(/your changes were not saved/);
    expect(errorText(status(403))).toBe('You do not have permission to do this.');
    expect(errorText(status(404))).toBe('This record or page does not exist any more.');
    expect(errorText(status(409))).toMatch(/changed this at the same time/);
    expect(errorText(status(429))).toMatch(/Too many requests/);
    expect(errorText(status(500, {}))).toBe('The server had a problem. Try again later.');
    expect(errorText(new TimeoutError('/x', 10))).toMatch(/took too long/);
    expect(errorText(new Error(MESSAGES.invalidJson))).toMatch(/cannot read/);
  });

  it("keeps the server's own message when a person wrote it", () => {
    const error = status(400, { message: 'Tax id must be 13 digits', errors: { taxId: 'Tax id must be 13 digits' } });
    expect(errorText(error)).toBe('Tax id must be 13 digits');
    // The field errors still reach the form (Refine's HttpError shape).
    expect(error.errors).toEqual({ taxId: 'Tax id must be 13 digits' });
    expect(error.statusCode).toBe(400);
    expect(errorText(status(403, { message: 'Only an administrator may read every menu' }))).toBe(
      'Only an administrator may read every menu',
    );
  });

  it('tells a human message from a technical one', () => {
    expect(isHumanMessage('Delete the order lines first')).toBe(true);
    expect(isHumanMessage('Get the approval of your manager')).toBe(true);
    expect(isHumanMessage('GET /api-spp/v1/x failed: 502 Bad Gateway')).toBe(false);
    expect(isHumanMessage('Bad Gateway')).toBe(false);
    expect(isHumanMessage('SyntaxError: Unexpected token < in JSON')).toBe(false);
    expect(isHumanMessage('ECONNREFUSED 127.0.0.1:3000')).toBe(false);
    expect(isHumanMessage('')).toBe(false);
    expect(isHumanMessage('x'.repeat(301))).toBe(false);
  });

  it('puts the method, path and status in the details, without the origin', () => {
    const failure = describeFailure(status(502, null, 'GET', 'http://127.0.0.1:4141/api-spp/v1/suppliers?_start=0'));
    expect(failureDetails(failure)).toEqual({ request: 'GET /api-spp/v1/suppliers?_start=0', status: '502' });
    expect(failureDetails(describeFailure(new NetworkError('POST', '/api-spp/v1/orders')))).toEqual({
      request: 'POST /api-spp/v1/orders',
      status: 'no answer',
    });
  });
});

describe('the failure toast', () => {
  it('is one per kind (the key), in plain words, and none for a 401 (the session toast says it)', () => {
    const a = failureToast(describeFailure(status(500, { message: 'Disk full' }, 'POST', '/api-spp/v1/a')));
    const b = failureToast(describeFailure(status(500, {}, 'GET', '/api-spp/v1/b')));
    expect(a?.key).toBe('failure-server');
    expect(b?.key).toBe(a?.key);
    expect(a?.message).toBe('The server had a problem. Try again later.');
    expect(failureToast(describeFailure(status(401)))).toBeNull();
  });

  it("keeps a screen's own title and text", () => {
    const toast = failureToast(describeFailure(status(409)), { message: 'Approve failed', description: 'Already approved' });
    expect(toast?.message).toBe('Approve failed');
    expect(toast?.key).toBe('failure-conflict');
  });
});

describe('the texts', () => {
  it('exist in English, Thai, French and Arabic, with the same keys and placeholders', () => {
    const en = errorsWords.en.failure;
    for (const lang of ['th', 'fr', 'ar'] as const) {
      const other = errorsWords[lang].failure;
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(other[key as keyof typeof en]), `${lang}.${key}`).toEqual(placeholders(text));
        expect(other[key as keyof typeof en], `${lang}.${key}`).not.toBe('');
      }
    }
  });
});
