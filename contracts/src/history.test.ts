import { describe, expect, it } from 'vitest';
import { changeLine, describeChanges, formatAuditValue, SECRET_CHANGED } from './history';

describe('describeChanges', () => {
  it('words a project change in the form’s labels, field order and formats', () => {
    expect(
      describeChanges('project', {
        status: { before: 'planning', after: 'active' },
        initialCosts: { before: '120000.00', after: '150000.50' },
        euAiActStatus: { before: 'in_review', after: 'compliant' },
        notes: { before: null, after: 'Pilot' },
      }),
    ).toEqual([
      { field: 'initialCosts', label: 'Initial Costs', before: '$120,000', after: '$150,000.50' },
      { field: 'status', label: 'Status', before: 'Planning', after: 'Active' },
      {
        field: 'euAiActStatus',
        label: 'EU AI Act Status',
        before: 'In Review',
        after: 'Compliant',
      },
      { field: 'notes', label: 'Notes', before: null, after: 'Pilot' },
    ]);
  });

  it('says a secret changed and never shows it', () => {
    expect(describeChanges('llm_model', { apiKey: { changed: true } })).toEqual([
      { field: 'apiKey', label: 'API Key', before: null, after: SECRET_CHANGED },
    ]);
  });

  it('keeps a field it has no label for, under its own name', () => {
    expect(describeChanges('company', { plan: { before: 'a', after: 'b' } })).toEqual([
      { field: 'plan', label: 'plan', before: 'a', after: 'b' },
    ]);
  });
});

describe('formatAuditValue', () => {
  it('words the state of a risk and of a status report by its label', () => {
    expect(formatAuditValue('state', 'acknowledged')).toBe('Acknowledged');
    expect(formatAuditValue('state', 'published')).toBe('Published');
  });

  it('shows an ROI with the decimals it needs, roles, switches, lists and nothing', () => {
    expect(formatAuditValue('roi', '12.50')).toBe('12.5%');
    expect(formatAuditValue('roi', '-3.00')).toBe('-3%');
    expect(formatAuditValue('role', 'admin')).toBe('Admin');
    expect(formatAuditValue('weeklyReports', false)).toBe('Off');
    expect(formatAuditValue('origins', ['https://a.example', 'https://b.example'])).toBe(
      'https://a.example, https://b.example',
    );
    expect(formatAuditValue('origins', [])).toBeNull();
    expect(formatAuditValue('notes', null)).toBeNull();
    expect(formatAuditValue('archivedAt', '2026-01-12T09:30:00.000Z')).toBe('January 12, 2026');
  });
});

describe('the GDPR and DORA records in the history', () => {
  it('words their answers as their forms do', () => {
    expect(
      describeChanges('project_gdpr', {
        personalData: { before: false, after: true },
        categories: { before: [], after: ['contact', 'health_x'] },
        lawfulBasis: { before: null, after: 'consent' },
        dpiaStatus: { before: 'needed', after: 'done' },
      }).map(changeLine),
    ).toEqual([
      'Personal data: No → Yes',
      'Categories of personal data: set to Contact details, health_x',
      'Lawful basis: set to Consent — Art. 6(1)(a)',
      'DPIA status: Needed → Done',
    ]);
    expect(
      describeChanges('llm_model', { deprecationDate: { before: null, after: '2027-01-31' } }).map(
        changeLine,
      ),
    ).toEqual(['Deprecation date: set to January 31, 2027']);
  });
});

describe('a change worded in a line', () => {
  it('says a value was set or cleared instead of showing a dash for the missing side', () => {
    expect(
      describeChanges('risk', {
        severity: { before: null, after: 'high' },
        state: { before: 'open', after: 'acknowledged' },
        acknowledgementNote: { before: 'Waiting on legal', after: null },
      }).map(changeLine),
    ).toEqual([
      'State: Open → Acknowledged',
      'Severity: set to High',
      'Note: cleared (was Waiting on legal)',
    ]);
  });
});
