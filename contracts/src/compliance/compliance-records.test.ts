import { describe, expect, it } from 'vitest';
import {
  EMPTY_DORA_RECORD,
  EMPTY_GDPR_RECORD,
  doraRecordValues,
  gdprRecordValues,
} from './compliance-records';

describe('the empty records', () => {
  it('hold no personal data, no DPIA need and no critical function', () => {
    expect(EMPTY_GDPR_RECORD).toMatchObject({
      personalData: false,
      categories: [],
      lawfulBasis: null,
      dpiaStatus: 'not_needed',
    });
    expect(EMPTY_DORA_RECORD).toEqual({
      supportsCriticalFunction: false,
      functionName: null,
      notes: null,
    });
  });
});

describe('gdprRecordValues', () => {
  it('keeps no categories, basis or monitoring without personal data, and trims the notes', () => {
    expect(
      gdprRecordValues({
        personalData: false,
        categories: ['contact'],
        specialCategories: ['racial_ethnic_origin'],
        lawfulBasis: 'consent',
        largeScaleMonitoring: true,
        dpiaStatus: 'not_needed',
        notes: '  ',
      }),
    ).toEqual(EMPTY_GDPR_RECORD);
  });

  it('keeps what a record with personal data says', () => {
    expect(
      gdprRecordValues({
        personalData: true,
        categories: ['contact'],
        specialCategories: [],
        lawfulBasis: 'contract',
        largeScaleMonitoring: true,
        dpiaStatus: 'in_progress',
        notes: ' Reviewed ',
      }),
    ).toMatchObject({ categories: ['contact'], lawfulBasis: 'contract', notes: 'Reviewed' });
  });
});

describe('doraRecordValues', () => {
  it('names a function only when the project supports a critical one', () => {
    expect(
      doraRecordValues({ supportsCriticalFunction: false, functionName: 'Payments', notes: null }),
    ).toEqual(EMPTY_DORA_RECORD);
    expect(
      doraRecordValues({ supportsCriticalFunction: true, functionName: ' Payments ' }),
    ).toEqual({ supportsCriticalFunction: true, functionName: 'Payments', notes: null });
  });
});
