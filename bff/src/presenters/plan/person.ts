import type { Person as PersonBody } from '@portfolio/contracts';
import type { Person } from '../../models/person.ts';
import { toIsoString } from '../../db/dates.ts';

export function presentPerson(row: Person): PersonBody {
  return {
    id: row.id,
    companyId: row.companyId,
    userId: row.userId ?? null,
    name: row.name,
    email: row.email ?? null,
    title: row.title ?? null,
    hoursPerWeek: row.hoursPerWeek,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}
