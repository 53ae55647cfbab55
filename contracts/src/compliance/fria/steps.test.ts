import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../error-codes';
import { FRIA_PART_KEYS } from './article-27';
import { FRIA_MESSAGES } from './fria';
import type { FriaTexts } from './review';
import { friaApprovalRefusal, friaNotificationRefusal } from './steps';

const TODAY = '2027-01-10';
const texts = Object.fromEntries(FRIA_PART_KEYS.map((key) => [key, `About ${key}`])) as FriaTexts;
const approval = { approvedOn: '2027-01-08' };

describe('friaApprovalRefusal', () => {
  it('lets a FRIA with every part filled in be approved today, or tomorrow somewhere', () => {
    expect(friaApprovalRefusal({ texts }, { approvedOn: TODAY }, TODAY)).toBeNull();
    expect(friaApprovalRefusal({ texts }, { approvedOn: '2027-01-11' }, TODAY)).toBeNull();
  });

  it('refuses a day past that on its field, before anything else', () => {
    expect(friaApprovalRefusal(null, { approvedOn: '2027-01-12' }, TODAY)).toEqual({
      status: 400,
      message: `Approved on ${FRIA_MESSAGES.futureDate}`,
      field: 'approvedOn',
      code: ERROR_CODES.validation,
    });
  });

  it('refuses with 409 a FRIA never saved or with a part left blank, naming the parts', () => {
    expect(friaApprovalRefusal(null, { approvedOn: TODAY }, TODAY)).toMatchObject({
      status: 409,
      code: ERROR_CODES.friaIncomplete,
    });
    const blank = friaApprovalRefusal(
      { texts: { ...texts, risks: ' ', measures: '' } },
      { approvedOn: TODAY },
      TODAY,
    );
    expect(blank).toEqual({
      status: 409,
      message: FRIA_MESSAGES.incomplete(['risks', 'measures']),
      code: ERROR_CODES.friaIncomplete,
    });
  });
});

describe('friaNotificationRefusal', () => {
  it('lets an approved FRIA be notified from the day of its approval', () => {
    expect(friaNotificationRefusal({ approval }, { notifiedOn: '2027-01-08' }, TODAY)).toBeNull();
  });

  it('refuses with 409 a FRIA not approved', () => {
    for (const fria of [null, { approval: null }]) {
      expect(friaNotificationRefusal(fria, { notifiedOn: TODAY }, TODAY)).toEqual({
        status: 409,
        message: FRIA_MESSAGES.notApproved,
        code: ERROR_CODES.friaNotApproved,
      });
    }
  });

  it('refuses a day in the future or before the approval on its field', () => {
    expect(
      friaNotificationRefusal({ approval }, { notifiedOn: '2027-01-12' }, TODAY),
    ).toMatchObject({
      status: 400,
      field: 'notifiedOn',
      message: `Notified on ${FRIA_MESSAGES.futureDate}`,
    });
    expect(friaNotificationRefusal({ approval }, { notifiedOn: '2027-01-07' }, TODAY)).toEqual({
      status: 400,
      message: `Notified on ${FRIA_MESSAGES.notifiedBeforeApproval}`,
      field: 'notifiedOn',
      code: ERROR_CODES.validation,
    });
  });
});
