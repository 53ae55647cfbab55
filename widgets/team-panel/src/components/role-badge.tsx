import type { MemberRole } from '@portfolio/contracts';
import { Badge } from '@portfolio/ui';

export const ROLE_LABEL: Record<MemberRole, string> = { admin: 'Admin', member: 'Member' };

/** A member's or an invitation's role: admins in violet. */
export function RoleBadge({ role }: { role: MemberRole }) {
  return (
    <Badge $tone={role === 'admin' ? 'violet' : 'neutral'} $size="sm">
      {ROLE_LABEL[role]}
    </Badge>
  );
}
