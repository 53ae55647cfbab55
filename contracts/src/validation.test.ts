import { describe, expect, it } from 'vitest';
import { ChangePasswordBody, SignUpBody } from './access/auth';
import { CompanyBody } from './access/companies';
import { EMBED_ORIGIN_MAX_LENGTH, EmbedSessionTokenBody } from './integrations/embed';
import { FeedbackBody } from './portfolio/feedback';
import { InviteBody } from './plan/team';
import { LlmModelCreateBody, ProjectLlmModelBody } from './compliance/llm-models';
import { PreferencesBody } from './access/preferences';
import { ProjectCreateBody, ProjectUpdateBody } from './portfolio/projects';
import { routes } from './routes';
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

  it('names the field by its label and the rule for amounts, lengths, enums and unknown fields', () => {
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
      name: 'Project Name must be at most 255 characters',
      initialCosts:
        'Initial Costs must be an amount of zero or more such as 1234.50 (negative amounts are not allowed; at most 13 digits before the point and 2 after)',
      status: 'Status must be one of: planning, in_progress, active, completed, on_hold',
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

describe('field labels', () => {
  it('gives every field of every request body the label its form shows', () => {
    const unlabelled: string[] = [];
    for (const [name, route] of Object.entries(routes)) {
      const properties = (route as { body?: { properties?: Record<string, { title?: unknown }> } })
        .body?.properties;
      for (const [field, schema] of Object.entries(properties ?? {}))
        if (typeof schema.title !== 'string') unlabelled.push(`${name}.${field}`);
    }
    expect(unlabelled).toEqual([]);
  });

  const long = (n: number) => 'x'.repeat(n + 1);
  it.each([
    [
      'projects',
      ProjectUpdateBody,
      { businessOwner: long(255) },
      'Business Owner must be at most 255 characters',
    ],
    [
      'projects (nullable)',
      ProjectUpdateBody,
      { notes: long(10_000) },
      'Notes must be at most 10000 characters',
    ],
    [
      'companies',
      CompanyBody,
      { name: long(255), industry: 'Other', size: '1-50' },
      'Company Name must be at most 255 characters',
    ],
    [
      'llm-models',
      LlmModelCreateBody,
      { name: 'GPT', vendor: 'OpenAI', apiKey: long(4000) },
      'API Key must be at most 4000 characters',
    ],
    [
      'llm-models (link)',
      ProjectLlmModelBody,
      { llmModelId: '00000000-0000-4000-8000-000000000000', notes: long(10_000) },
      'Notes must be at most 10000 characters',
    ],
    [
      'feedback',
      FeedbackBody,
      { name: 'Al', email: 'al@example.com', feedback: 'long enough text', company: long(255) },
      'Company must be at most 255 characters',
    ],
    [
      'preferences',
      PreferencesBody,
      { emailNotifications: 'yes', weeklyReports: true, projectUpdates: false },
      'Email Notifications must be true or false',
    ],
    [
      'auth',
      SignUpBody,
      { firstName: long(100), lastName: 'Chen', email: 'a@b.co', password: 'long enough pass' },
      'First name must be at most 100 characters',
    ],
    [
      'auth (password)',
      ChangePasswordBody,
      { currentPassword: 'x', newPassword: long(200), confirmPassword: 'x' },
      'New password must be at most 200 characters',
    ],
    [
      'embed',
      EmbedSessionTokenBody,
      { companyId: '00000000-0000-4000-8000-000000000000', origin: long(EMBED_ORIGIN_MAX_LENGTH) },
      `Origin must be at most ${EMBED_ORIGIN_MAX_LENGTH} characters`,
    ],
  ] as const)(
    'words a too-long or wrong field of %s with its label',
    (_, schema, body, message) => {
      expect(Object.values(checkFields(schema, body))).toEqual([message]);
    },
  );

  it("keeps the spec's own sentences", () => {
    expect(checkFields(LlmModelCreateBody, { name: ' ', vendor: 'OpenAI', apiKey: 'k' })).toEqual({
      name: 'Model name is required',
    });
    // The spec words e-mails and roles whatever their fault, a too-long address too.
    expect(checkFields(InviteBody, { email: `${'x'.repeat(250)}@example.com`, role: 1 })).toEqual({
      email: 'Please enter a valid email address',
      role: 'Please select a role',
    });
  });
});

describe('describeViolation', () => {
  it('derives a sentence when the schema has none', () => {
    expect(
      describeViolation({ field: 'limit', rule: 'maximum', schema: { maximum: 500 } }).message,
    ).toBe('limit must be at most 500');
    expect(
      describeViolation({ field: 'roi', rule: 'maximum', schema: { title: 'ROI', maximum: 5 } })
        .message,
    ).toBe('ROI must be at most 5');
    expect(describeViolation({ field: '', rule: 'type', schema: { type: 'object' } }).message).toBe(
      'body must be an object',
    );
  });
});
