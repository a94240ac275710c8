import { describe, expect, it } from 'vitest';
import { type LineChangeFacts, type PriorChange, creditOf } from './ranking.ts';

const DAY = 24 * 60 * 60 * 1000;
const WINDOW = 7 * DAY;
const now = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

const prior = (over: Partial<PriorChange> = {}): PriorChange => ({
  lineChangeId: 10,
  correctionId: 5,
  authorId: 7,
  oldText: 'Tbe cat',
  credited: true,
  createdAt: ago(DAY),
  ...over,
});
const facts = (over: Partial<LineChangeFacts> = {}): LineChangeFacts => ({
  correctorId: 8,
  kind: 'correction',
  newText: 'The cat sat',
  latest: null,
  undone: [],
  ...over,
});
const credit = (over: Partial<LineChangeFacts>) => creditOf(facts(over), now, WINDOW);

describe('the ranking rule', () => {
  it('credits a reader’s change of OCR text', () => {
    expect(credit({})).toEqual({ credited: true, withdraw: [] });
  });

  it('credits a change of someone else’s correction', () => {
    expect(credit({ latest: prior() })).toEqual({ credited: true, withdraw: [] });
  });

  it('credits demo corrections like any other', () => {
    expect(credit({ kind: 'demo' }).credited).toBe(true);
  });

  it('gives a visitor nothing', () => {
    expect(credit({ correctorId: null })).toEqual({ credited: false, withdraw: [] });
  });

  it('gives nothing for re-editing a line one set oneself, and keeps the earlier credit', () => {
    expect(credit({ correctorId: 7, latest: prior() })).toEqual({ credited: false, withdraw: [] });
  });

  it('gives nothing for putting back the text before the latest change, and withdraws that change’s credit', () => {
    const latest = prior();
    expect(credit({ newText: 'Tbe cat', latest })).toEqual({ credited: false, withdraw: [latest] });
  });

  it('keeps the credit of an undone change older than the survival window', () => {
    expect(credit({ newText: 'Tbe cat', latest: prior({ createdAt: ago(8 * DAY) }) })).toEqual({
      credited: false,
      withdraw: [],
    });
  });

  it('withdraws nothing from an undone change that earned nothing', () => {
    expect(credit({ newText: 'Tbe cat', latest: prior({ credited: false }) }).withdraw).toEqual([]);
  });

  it('gives a revert nothing and withdraws the credit of the young changes it undoes only', () => {
    const young = prior({ lineChangeId: 1 });
    const old = prior({ lineChangeId: 2, createdAt: ago(30 * DAY) });
    const uncredited = prior({ lineChangeId: 3, credited: false });
    expect(credit({ kind: 'revert', undone: [young, old, uncredited] })).toEqual({
      credited: false,
      withdraw: [young],
    });
  });
});
