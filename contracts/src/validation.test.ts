import { describe, expect, it } from 'vitest';
import { CompanyBody } from './companies';
import { FeedbackBody } from './feedback';
import { InviteBody } from './team';
import { LlmModelCreateBody, ProjectLlmModelBody } from './llm-models';
import { ProjectCreateBody } from './projects';
import { checkFields } from './validation';
import { describeViolation } from './violations';

describe('checkFields', () => {
  it('uses the feedback form messages of the spec', () => {
    expect(checkFields(FeedbackBody, { name: 'A', email: 'nope', feedback: 'too short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email',
      feedback: 'Please provide at least 10 characters of feedback',
    });
    expect(
      checkFields(FeedbackBody, { name: 'Al', email: 'al@example.com', feedback: 'Ten chars!' }),
    ).toEqual({});
  });

  it('treats a blank name as too short', () => {
    expect(
      checkFields(FeedbackBody, { name: '  ', email: 'a@b.co', feedback: 'long enough text' }).name,
    ).toBe('Name must be at least 2 characters');
  });

  it('uses the company setup messages', () => {
    expect(checkFields(CompanyBody, { name: 'A', industry: '', size: '' })).toEqual({
      name: 'Company name must be at least 2 characters',
      industry: 'Please select an industry',
      size: 'Please select a company size',
    });
  });

  it('uses the invite, model and link messages', () => {
    expect(checkFields(InviteBody, { email: 'x', role: 'owner' })).toEqual({
      email: 'Please enter a valid email address',
      role: 'Please select a role',
    });
    expect(checkFields(LlmModelCreateBody, { name: '', vendor: '', apiKey: '' })).toEqual({
      name: 'Model name is required',
      vendor: 'Please select a vendor',
      apiKey: 'API Key is required',
    });
    expect(checkFields(ProjectLlmModelBody, {})).toEqual({
      llmModelId: 'Please select an LLM model',
    });
  });

  it('names the field and the rule for amounts, lengths, enums and unknown fields', () => {
    const errors = checkFields(ProjectCreateBody, {
      name: 'x'.repeat(256),
      problemStatement: 'p',
      department: 'IT',
      businessOwner: 'b',
      initialCosts: '12.345',
      status: 'nope',
      surprise: true,
    });
    expect(errors).toEqual({
      name: 'name must be at most 255 characters',
      initialCosts:
        'initialCosts must be an amount of zero or more such as 1234.50 (negative amounts are not allowed; at most 13 digits before the point and 2 after)',
      status: 'status must be one of: planning, in_progress, active, completed, on_hold',
      surprise: 'surprise is not a known field',
    });
  });

  it('says negative amounts are not allowed', () => {
    const errors = checkFields(ProjectCreateBody, {
      name: 'n',
      problemStatement: 'p',
      department: 'IT',
      businessOwner: 'b',
      runningCosts: '-500',
    });
    expect(errors.runningCosts).toContain('negative amounts are not allowed');
  });

  it('accepts null for optional amounts', () => {
    expect(
      checkFields(ProjectCreateBody, {
        name: 'n',
        problemStatement: 'p',
        department: 'IT',
        businessOwner: 'b',
        initialCosts: null,
        roi: '-12.5',
      }),
    ).toEqual({});
  });
});

describe('describeViolation', () => {
  it('derives a sentence when the schema has none', () => {
    expect(
      describeViolation({ field: 'limit', rule: 'maximum', schema: { maximum: 500 } }).message,
    ).toBe('limit must be at most 500');
    expect(describeViolation({ field: '', rule: 'type', schema: { type: 'object' } }).message).toBe(
      'body must be an object',
    );
  });
});
