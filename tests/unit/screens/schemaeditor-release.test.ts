/**
 * The schema editor's release alert (resources/schemaeditor/ReleaseAlert.tsx, issue 40): shown only when an Admin's
 * version is in force and the release's differs; its button is the editor's way to load the release's version.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReleaseView } from '../../../resources/schemaeditor/api';
import { ReleaseAlert } from '../../../resources/schemaeditor/ReleaseAlert';

/** The alert drawn for a `GET schemas/memos/release` answer (null: not answered yet). */
function draw(view: ReleaseView | null): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['schemaEditor', 'release', 'memos', 0], view);
  return renderToString(
    createElement(
      QueryClientProvider,
      { client },
      createElement(ReleaseAlert, { name: 'memos', round: 0, onLoad: () => undefined }),
    ),
  );
}

const view = (over: Partial<ReleaseView>): ReleaseView => ({
  release: { name: 'memos' },
  releaseHash: 'ab',
  inForce: 'admin',
  differs: true,
  ...over,
});

describe('the release alert', () => {
  it("offers the release's version when an Admin's is in force and they differ", () => {
    const html = draw(view({}));
    expect(html).toContain('The release has another version of this resource');
    expect(html).toContain('Load the release’s version');
  });

  it("is not shown when the release's version is in force, the same, or kept by no release", () => {
    expect(draw(view({ inForce: 'release' }))).toBe('');
    expect(draw(view({ differs: false }))).toBe('');
    expect(draw(null)).toBe('');
  });
});
