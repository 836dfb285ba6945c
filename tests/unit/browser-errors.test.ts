import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '@/browser/api';
import { aiErrorMessage } from '@/browser/ai-errors';
import { deleteFailure } from '@/admin/lib/errors';
import { MESSAGES } from '@/shared/messages';

const fieldError = new ApiError('Validation failed', 400, 'VALIDATION_FAILED', [
  { field: 'name', msg: 'Name is required' },
  { field: 'email', msg: 'Please enter a valid email address' },
]);

describe('one way from an API error to a sentence', () => {
  it("shows the server's words, or the fallback when there are none or the failure is not an Error", () => {
    expect(errorMessage(new ApiError('Email already registered', 409, 'EMAIL_TAKEN'), 'Registration failed.')).toBe(
      'Email already registered',
    );
    expect(errorMessage(new ApiError('', 500), 'Registration failed.')).toBe('Registration failed.');
    expect(errorMessage('boom', 'Registration failed.')).toBe('Registration failed.');
    expect(errorMessage(new Error('Network down'), 'Registration failed.')).toBe('Network down');
  });

  it('lists every field problem when asked to', () => {
    expect(errorMessage(fieldError, 'x', { fields: true })).toBe('Name is required, Please enter a valid email address');
    expect(errorMessage(fieldError, 'x')).toBe('Validation failed');
  });

  it('AI panels show input problems and named AI codes, never a provider failure or a bug', () => {
    expect(aiErrorMessage(new ApiError('Please enter a topic.', 400, 'VALIDATION_FAILED'), MESSAGES.pathFailed)).toBe(
      'Please enter a topic.',
    );
    expect(aiErrorMessage(new ApiError(MESSAGES.aiBusy, 503, 'AI_BUSY'), MESSAGES.pathFailed)).toBe(MESSAGES.aiBusy);
    expect(aiErrorMessage(new ApiError('Gemini said no', 502), MESSAGES.pathFailed)).toBe(MESSAGES.pathFailed);
    expect(aiErrorMessage(new TypeError('x is undefined'), MESSAGES.pathFailed)).toBe(MESSAGES.pathFailed);
  });

  it("admin deletes say the server's conflict, else the shared conflict text, else a generic failure", () => {
    const fallback = MESSAGES.categoryHasPosts('News');
    expect(deleteFailure(new ApiError(fallback, 409, 'CATEGORY_HAS_POSTS'), 'News', 'CATEGORY_HAS_POSTS', fallback)).toBe(
      fallback,
    );
    expect(deleteFailure(new ApiError('', 409, 'CATEGORY_HAS_POSTS'), 'News', 'CATEGORY_HAS_POSTS', fallback)).toBe(fallback);
    expect(deleteFailure(new ApiError('Server error', 500), 'News', 'CATEGORY_HAS_POSTS', fallback)).toBe(
      'Failed to delete "News".',
    );
  });
});
