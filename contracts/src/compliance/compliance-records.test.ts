import { describe, expect, it } from 'vitest';
import { doraRecordValues, gdprRecordValues } from './compliance-records';

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
    ).toEqual({
      personalData: false,
      categories: [],
      specialCategories: [],
      lawfulBasis: null,
      largeScaleMonitoring: false,
      dpiaStatus: 'not_needed',
      notes: null,
    });
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
    ).toEqual({ supportsCriticalFunction: false, functionName: null, notes: null });
    expect(
      doraRecordValues({ supportsCriticalFunction: true, functionName: ' Payments ' }),
    ).toEqual({ supportsCriticalFunction: true, functionName: 'Payments', notes: null });
  });
});
