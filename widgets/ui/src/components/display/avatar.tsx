import styled from 'styled-components';

/** "Ada Lovelace" → "AL"; falls back to the e-mail's first letter, then "U". */
export function initialsOf(person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const initials = `${person.firstName?.trim()[0] ?? ''}${person.lastName?.trim()[0] ?? ''}`;
  return (initials || person.email?.trim()[0] || 'U').toUpperCase();
}

/** The person's full name, or the fallback ('User'). */
export function fullNameOf(
  person: { firstName?: string | null; lastName?: string | null } | null | undefined,
  fallback = 'User',
): string {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || fallback;
}

/** A round badge with a person's initials. */
export const Avatar = styled.span<{ $size?: number }>`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.$size ?? 36}px;
  height: ${(p) => p.$size ?? 36}px;
  border-radius: 50%;
  background: linear-gradient(
    135deg,
    ${(p) => p.theme.color.primary},
    ${(p) => p.theme.color.accent}
  );
  color: #fff;
  font-weight: 600;
  font-size: ${(p) => Math.round((p.$size ?? 36) * 0.38)}px;
  letter-spacing: 0.02em;
  user-select: none;
`;
