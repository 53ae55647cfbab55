import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Education',
  'Government',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['1-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
/** How a size reads in a list: "51-200 employees". */
export const companySizeLabel = (size: string) => `${size} employees`;

export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const COMPANY_NAME_MIN_LENGTH = 2;

/** What a company is listed by, alone or among the current user's. */
const companyListing = {
  id: Type.Uuid(),
  name: Type.String(),
  industry: Type.Nullable(Type.String()),
  size: Type.Nullable(Type.String()),
};

export const Company = Type.Object({
  ...companyListing,
  ownerId: Type.Uuid(),
  ...Type.Timestamps,
});
export type Company = Static<typeof Company>;

/** A company as listed on the current user, with the user's role in it. */
export const CompanyMembership = Type.Object({
  ...companyListing,
  role: Type.StringEnum(MEMBER_ROLES),
});
export type CompanyMembership = Static<typeof CompanyMembership>;

export const CompanyBody = Type.StrictObject({
  name: Type.String({
    title: 'Company Name',
    minLength: COMPANY_NAME_MIN_LENGTH,
    maxLength: 255,
    pattern: '\\S.*\\S|\\S\\S',
    errorMessage: Type.tooShort(
      `Company name must be at least ${COMPANY_NAME_MIN_LENGTH} characters`,
    ),
  }),
  industry: Type.labelled(
    'Industry',
    Type.StringEnum(INDUSTRIES, { errorMessage: 'Please select an industry' }),
  ),
  size: Type.labelled(
    'Company Size',
    Type.StringEnum(COMPANY_SIZES, { errorMessage: 'Please select a company size' }),
  ),
});
export type CompanyBody = Static<typeof CompanyBody>;
