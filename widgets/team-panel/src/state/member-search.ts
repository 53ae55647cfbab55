import { atom } from 'jotai';
import type { Member } from '@portfolio/contracts';
import { fullNameOf } from '@portfolio/ui';

/** What the search box holds. Scoped per panel by the jotai Provider around TeamPanel. */
export const memberSearchAtom = atom('');

/** Members whose full name or e-mail contains the query, case-insensitively; all for a blank query. */
export function filterMembers(members: readonly Member[], query: string): Member[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter((member) => {
    const name = fullNameOf(member.user, '').toLowerCase();
    return name.includes(needle) || member.user.email.toLowerCase().includes(needle);
  });
}
