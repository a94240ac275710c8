import { describe, expect, it } from 'vitest';
import { ModerateCommandError, parseModerateArgs } from './moderation-command.ts';

describe('npm run moderate arguments', () => {
  it('reads an action on a note or tag with its reason and the moderator it is for', () => {
    expect(parseModerateArgs(['hide', 'note', '12', '--reason', 'Spam', '--by', 'carer'])).toEqual({
      kind: 'act',
      action: 'hide',
      type: 'note',
      id: 12,
      reason: 'Spam',
      by: 'carer',
    });
    expect(parseModerateArgs(['restore', 'tag', '3', '--reason', 'Appeal upheld'])).toMatchObject({
      action: 'restore',
      type: 'tag',
      by: null,
    });
  });

  it('leaves an absent reason empty, for the service to refuse with the spec’s words', () => {
    expect(parseModerateArgs(['delete', 'note', '1'])).toMatchObject({ reason: '' });
  });

  it('reads the log of everything or of one item', () => {
    expect(parseModerateArgs(['log'])).toEqual({ kind: 'log', item: null });
    expect(parseModerateArgs(['log', 'tag', '7'])).toEqual({ kind: 'log', item: { type: 'tag', id: 7 } });
  });

  it('answers the usage for anything else', () => {
    for (const args of [
      [],
      ['ban', 'note', '1'],
      ['hide', 'list', '1'],
      ['hide', 'note', '0'],
      ['hide', 'note', '1x'],
      ['hide', 'note', '1', '--reason'],
      ['hide', 'note', '1', '--colour', 'red'],
      ['hide', 'note', '1', '--reason', 'a', '--reason', 'b'],
      ['log', 'note'],
    ])
      expect(() => parseModerateArgs(args), args.join(' ')).toThrow(ModerateCommandError);
  });
});
