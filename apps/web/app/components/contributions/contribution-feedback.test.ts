import { CONTRIBUTION_WRITE_MESSAGES, MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { failureError, failureMessage, fieldError, problemOf } from './contribution-feedback.ts';

describe('failureMessage', () => {
  it('shows the server’s reason for a refusal and the spec’s sentence otherwise', () => {
    const refusal = {
      ok: false as const,
      status: 403,
      kind: 'http' as const,
      message: 'You must prove you are human and pass the human check first.',
    };
    expect(failureMessage(refusal, 'save your tag')).toBe(refusal.message);
    expect(
      failureMessage({ ok: false, status: 500, kind: 'http', message: 'boom' }, 'saving your note'),
    ).toBe('An unexpected error has occurred while attempting to saving your note');
    expect(
      failureMessage({ ok: false, status: 0, kind: 'network', message: 'offline' }, 'remove your tag'),
    ).toBe('An unexpected error has occurred while attempting to remove your tag');
  });
});

describe('where an error is shown', () => {
  const failed = (status: number, message: string) => ({
    ok: false as const,
    status,
    kind: 'http' as const,
    message,
  });

  it('puts the form’s own checks beside their field', () => {
    expect(fieldError(CONTRIBUTION_WRITE_MESSAGES.fieldRequired('tag')).field).toBe('content');
    expect(fieldError(CONTRIBUTION_WRITE_MESSAGES.noteTooLong(4001)).field).toBe('content');
    expect(fieldError(CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility')).field).toBe('visibility');
    expect(fieldError(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst).field).toBe('humanCheck');
  });

  it('puts the server’s refusals beside the field they name, and other failures under the form', () => {
    expect(failureError(failed(400, 'A tag name is at most 200 characters'), 'save your tag')).toEqual({
      field: 'content',
      message: 'A tag name is at most 200 characters',
    });
    expect(
      failureError(failed(403, CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst), 'save your tag').field,
    ).toBe('humanCheck');
    expect(failureError(failed(401, CONTRIBUTION_WRITE_MESSAGES.privateNeedsSignIn), 'x').field).toBe(
      'visibility',
    );
    expect(failureError(failed(403, MESSAGES.noPermission), 'save your tag').field).toBe('form');
    expect(failureError(failed(500, 'boom'), 'saving your note')).toEqual({
      field: 'form',
      message: 'An unexpected error has occurred while attempting to saving your note',
    });
  });

  it('gives a field its error only while the error is about it', () => {
    const error = { field: 'content' as const, message: 'x' };
    expect(problemOf(error, 'content')).toBe('x');
    expect(problemOf(error, 'visibility')).toBeNull();
    expect(problemOf(null, 'content')).toBeNull();
  });
});
