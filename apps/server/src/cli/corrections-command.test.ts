import { describe, expect, it } from 'vitest';
import { CORRECTIONS_USAGE, parseCorrectionsArgs } from './corrections-command.ts';

describe('the corrections command’s arguments', () => {
  it.each([
    [['held'], { kind: 'held' }],
    [['blocks'], { kind: 'blocks' }],
    [['approve', '12'], { kind: 'approve', id: 12, reason: null, by: null }],
    [
      ['reject', '12', '--reason', 'Spam.', '--by', 'dmx'],
      { kind: 'reject', id: 12, reason: 'Spam.', by: 'dmx' },
    ],
    [
      ['revert', '7', '0', '--reason', 'Vandalism.'],
      { kind: 'revert', articleId: 7, version: 0, reason: 'Vandalism.', by: null },
    ],
    [
      ['block', 'ada', '--reason', 'Vandalism.'],
      { kind: 'block', username: 'ada', reason: 'Vandalism.', by: null },
    ],
    [['unblock', 'ada'], { kind: 'unblock', username: 'ada' }],
  ])('reads %j', (args, command) => {
    expect(parseCorrectionsArgs(args)).toEqual(command);
  });

  it.each([
    [[]],
    [['held', 'extra']],
    [['reject', '12']],
    [['revert', '7', '0']],
    [['revert', '7', 'x', '--reason', 'r']],
    [['approve', '0']],
    [['block', 'ada']],
    [['block', 'ada', '--reason', 'r', '--reason', 's']],
    [['unblock']],
    [['erase', 'all']],
  ])('refuses %j with the usage', (args) => {
    expect(() => parseCorrectionsArgs(args)).toThrow(/Usage:/);
    expect(CORRECTIONS_USAGE).toContain('npm run corrections -- held');
  });
});
