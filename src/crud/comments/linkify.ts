/**
 * Plain comment text cut into text and link pieces, so the thread builds React nodes (never HTML): a
 * web address (http://, https:// or www.) becomes a link; everything else, markup included, stays text.
 * Pure, so it is tested as it runs.
 */
export type Piece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?*_~]$/;
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Sentence punctuation after an address, and a closing bracket it did not open, are not part of it. */
function trimAddress(raw: string): string {
  let s = raw;
  for (;;) {
    const last = s.at(-1) ?? '';
    const open = PAIRS[last];
    if (TRAILING.test(s)) s = s.slice(0, -1);
    else if (open && s.split(open).length <= s.split(last).length - 1) s = s.slice(0, -1);
    else return s;
  }
}

export function linkify(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  const push = (piece: Piece) => {
    const prev = pieces.at(-1);
    if (piece.kind === 'text' && prev?.kind === 'text') prev.text += piece.text;
    else if (piece.text) pieces.push(piece);
  };
  for (const m of text.matchAll(ADDRESS)) {
    const address = trimAddress(m[0]);
    const start = m.index;
    // "www." alone, or an address that is only punctuation once trimmed, stays text.
    if (/^(https?:\/\/|www\.)$/i.test(address)) continue;
    push({ kind: 'text', text: text.slice(at, start) });
    push({ kind: 'link', text: address, href: /^www\./i.test(address) ? `https://${address}` : address });
    at = start + address.length;
  }
  push({ kind: 'text', text: text.slice(at) });
  return pieces;
}
