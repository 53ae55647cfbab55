import type { EvidenceItem, EvidenceRemove } from './evidence-list';

/** Evidence for the kit's stories: a reviewed file still valid, and a link whose review expired. */

const base = {
  companyId: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  reviewedBy: null,
  reviewedAt: null,
  expiresAt: null,
  expired: false,
  createdAt: '2026-03-02T09:00:00.000Z',
  createdBy: null,
} as const;

export const EVIDENCE_EXAMPLES: EvidenceItem[] = [
  {
    ...base,
    id: '5e6f7a8b-1111-4c2d-9e3f-4a5b6c7d8e9f',
    kind: 'file',
    title: 'Signed training attestation',
    url: null,
    file: { name: 'attestation.pdf', contentType: 'application/pdf', size: 348_160 },
    reviewedBy: { id: null, name: 'External auditor' },
    reviewedAt: '2026-03-02',
    expiresAt: '2099-03-01',
  },
  {
    ...base,
    id: '5e6f7a8b-2222-4c2d-9e3f-4a5b6c7d8e9f',
    kind: 'link',
    title: 'AI literacy training log 2025',
    url: 'https://wiki.example.com/ai-literacy/2025',
    file: null,
    expiresAt: '2025-12-31',
    expired: true,
  },
];

/** A removal that answers at once. */
export const REMOVED_AT_ONCE: EvidenceRemove = {
  mutate: (_id, { onSuccess, onSettled }) => (onSuccess(), onSettled()),
  isPending: false,
};
