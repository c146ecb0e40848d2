import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { MemberNodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import { languages, type Language } from '@skillswap/contracts/shared/i18n';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { formatInStyle } from '@/i18n/format.ts';
import { translate, type Translate } from '@/i18n/i18n-context.ts';
import { NodeTransferList, partnerOf } from './components/node-transfer-list.tsx';

const tIn =
  (language: Language): Translate =>
  (key, values) =>
    translate(allCatalogues[language], language, key, values);

const alice = 'riverside/6f1c2a3e-2f6b-4c1d-9a7e-0b1c2d3e4f50';
const bob = 'hilltop/0b1c2d3e-4f50-4c1d-9a7e-6f1c2a3e2f6b';
const transfer = (id: string, overrides: Partial<MemberNodeTransfer> = {}): MemberNodeTransfer => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  payer: alice,
  payee: bob,
  payerLabel: 'Alice Rivers · riverside',
  payeeLabel: 'Bob Hill · hilltop',
  hours: 2,
  description: 'Guitar lesson',
  state: 'validated',
  erasedBecause: null,
  side: 'payer',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

const awaiting = transfer('1');
const received = transfer('2', { side: 'payee', state: 'completed', hours: 1, description: 'Bread' });
const cancelled = transfer('3', { state: 'erased', erasedBecause: 'cancelled', hours: 1.5 });
const travelling = transfer('4', { state: 'pending', hours: 3 });
const all = [awaiting, received, cancelled, travelling];

function listOf(
  language: Language,
  overrides: Partial<Parameters<typeof NodeTransferList>[0]> = {},
): Parameters<typeof NodeTransferList>[0] {
  return {
    transfers: all,
    t: tIn(language),
    formatDate: (value) => formatInStyle(language, 'date', value, 'UTC'),
    busyId: null,
    onApprove: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
}
const render = (props: Parameters<typeof NodeTransferList>[0]) =>
  renderToStaticMarkup(createElement(NodeTransferList, props));

/** The element whose accessible name (aria-label) is `name`, found in a rendered tree of plain elements. */
function findByName(node: ReactNode, name: string): ReactElement<{ onClick: () => void }> | null {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) {
      const found = findByName(child, name);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement<{ 'aria-label'?: string; children?: ReactNode }>(node)) return null;
  if (node.props['aria-label'] === name) return node as ReactElement<{ onClick: () => void }>;
  return findByName(node.props.children, name);
}

describe('the member’s transfers with other exchanges', () => {
  it('lists each with its partner, hours, what for, its state in words and its day, under a heading', () => {
    const html = render(listOf('en'));
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html.match(/<h3[^>]*>[^<]*<\/h3>/g)).toEqual([
      expect.stringContaining('To Bob Hill · hilltop'),
      expect.stringContaining('From Alice Rivers · riverside'),
      expect.stringContaining('To Bob Hill · hilltop'),
      expect.stringContaining('To Bob Hill · hilltop'),
    ]);
    for (const text of [
      '2 hours',
      '1 hour',
      '1.5 hours',
      'Guitar lesson',
      'Bread',
      'Awaiting your approval',
      'Completed',
      'Cancelled, no hours moved',
      'Approved, on its way',
      '<time dateTime="2026-11-28T10:00:00.000Z">Nov 28, 2026</time>',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('offers Approve and Cancel, with names saying what they act on, only on a proposal awaiting the member', () => {
    const html = render(listOf('en'));
    expect(html.match(/<button[^>]*aria-label="[^"]*"/g)).toEqual([
      expect.stringContaining('aria-label="Cancel 2 hours to Bob Hill · hilltop"'),
      expect.stringContaining('aria-label="Approve 2 hours to Bob Hill · hilltop"'),
    ]);
    // The payee of a proposal reads that it waits for the sender, and can do nothing to it.
    const payeeView = render(listOf('en', { transfers: [{ ...awaiting, side: 'payee' }] }));
    expect(payeeView).toContain('From Alice Rivers · riverside');
    expect(payeeView).toContain('Proposed, awaiting the sender’s approval');
    expect(payeeView).not.toContain('<button');
  });

  it('approves the proposal whose Approve is clicked, and holds its buttons while that is on its way', () => {
    const props = listOf('en');
    const tree = NodeTransferList(props);
    findByName(tree, 'Approve 2 hours to Bob Hill · hilltop')!.props.onClick();
    expect(props.onApprove).toHaveBeenCalledExactlyOnceWith(awaiting);
    expect(props.onCancel).not.toHaveBeenCalled();
    findByName(tree, 'Cancel 2 hours to Bob Hill · hilltop')!.props.onClick();
    expect(props.onCancel).toHaveBeenCalledExactlyOnceWith(awaiting);

    const busy = render(listOf('en', { busyId: awaiting.id }));
    expect(busy.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });

  it('writes every state from either side in every language, never a key', () => {
    const states = (['validated', 'pending', 'completed', 'erased'] as const).flatMap((state) =>
      (['payer', 'payee'] as const).map((side) => transfer('5', { state, side })),
    );
    for (const language of languages) {
      const html = render(listOf(language, { transfers: states }));
      expect(html, language).not.toContain('federationDirectory.');
    }
    expect(render(listOf('ar', { transfers: [awaiting] }))).toContain('بانتظار موافقتك');
  });

  it('says why an erased transfer moved nothing when this exchange knows, in every language', () => {
    const because = (['cancelled', 'expired', 'unreachable', 'refused', null] as const).map((reason) =>
      transfer('6', { state: 'erased', erasedBecause: reason }),
    );
    const lines = render(listOf('en', { transfers: because }));
    expect(lines).toContain('Expired: not approved within 24 hours, no hours moved');
    expect(lines).toContain('Not sent: the other exchange could not be reached, no hours moved');
    expect(lines).toContain('Not sent: it no longer passed the checks, no hours moved');
    // Cancelled by its payer, and an erasure recorded before reasons were kept, read the same.
    expect(lines.match(/Cancelled, no hours moved/g)).toHaveLength(2);
    for (const language of languages) {
      expect(render(listOf(language, { transfers: because })), language).not.toContain(
        'federationDirectory.',
      );
    }
  });

  it('names the exchange alone when the payee’s name never came back', () => {
    expect(partnerOf({ ...cancelled, payeeLabel: ' · hilltop' })).toBe('hilltop');
    expect(partnerOf(received)).toBe('Alice Rivers · riverside');
  });
});
