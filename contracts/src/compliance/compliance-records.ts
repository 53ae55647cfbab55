import type { ProjectDoraBody } from './project-dora';
import type { ProjectGdprBody } from './project-gdpr';

/** Notes as kept: trimmed, and none when blank. */
const keptNotes = (notes: string | null | undefined) => notes?.trim() || null;

/**
 * The GDPR record a body saves: without personal data there are no categories, lawful basis or
 * large-scale monitoring to keep, whatever the form still held.
 */
export function gdprRecordValues(body: ProjectGdprBody) {
  const personal = body.personalData;
  return {
    personalData: personal,
    categories: personal ? body.categories : [],
    specialCategories: personal ? body.specialCategories : [],
    lawfulBasis: personal ? body.lawfulBasis : null,
    largeScaleMonitoring: personal && body.largeScaleMonitoring,
    dpiaStatus: body.dpiaStatus,
    notes: keptNotes(body.notes),
  };
}

/** The DORA record a body saves: a function is named only when it supports a critical one. */
export function doraRecordValues(body: ProjectDoraBody) {
  return {
    supportsCriticalFunction: body.supportsCriticalFunction,
    functionName: (body.supportsCriticalFunction && body.functionName?.trim()) || null,
    notes: keptNotes(body.notes),
  };
}

/** A project's GDPR record before one is saved, as its empty form answers. */
export const EMPTY_GDPR_RECORD: ReturnType<typeof gdprRecordValues> = {
  personalData: false,
  categories: [],
  specialCategories: [],
  lawfulBasis: null,
  largeScaleMonitoring: false,
  dpiaStatus: 'not_needed',
  notes: null,
};

/** A project's DORA record before one is saved, as its empty form answers. */
export const EMPTY_DORA_RECORD: ReturnType<typeof doraRecordValues> = {
  supportsCriticalFunction: false,
  functionName: null,
  notes: null,
};
