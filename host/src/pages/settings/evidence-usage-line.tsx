import styled from 'styled-components';
import { formatCount } from '@portfolio/contracts';
import { useEvidenceUsage } from '../../api/evidence-usage';

const mebibytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024)).toLocaleString('en-US');

/**
 * The company's evidence files against their quota, read-only: the operator sets the quota
 * (EVIDENCE_QUOTA_MIB). Nothing is shown until it is known.
 */
export function EvidenceUsageLine({ companyId }: { companyId: string }) {
  const usage = useEvidenceUsage(companyId);
  if (!usage.data) return null;
  const { files, usedBytes, quotaBytes } = usage.data;
  return (
    <Line>
      Evidence files: {formatCount(files, 'file')}, {mebibytes(usedBytes)} MB of{' '}
      {mebibytes(quotaBytes)} MB used.
    </Line>
  );
}

const Line = styled.p`
  margin-top: 1rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;
