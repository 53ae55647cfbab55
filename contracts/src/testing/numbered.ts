import type { STORED_PROJECT_BASICS } from '../portfolio/projects';

export const TEST_COMPANY_ID = '00000000-0000-4000-8000-000000000000';

type Basics = Record<keyof typeof STORED_PROJECT_BASICS, string>;

/**
 * Numbers the fixtures of one kind: each call gives the next one the fields a project and a
 * proposal share, with an id (of `idGroup`) and a name (`P1`, `P2`…) of its own.
 */
export const numbered = (letter: string, idGroup: string) => {
  let seq = 0;
  return (): { seq: number; basics: Basics } => {
    seq += 1;
    return {
      seq,
      basics: {
        id: `00000000-0000-4000-${idGroup}-${String(seq).padStart(12, '0')}`,
        companyId: TEST_COMPANY_ID,
        name: `${letter}${seq}`,
        problemStatement: 'x',
        department: 'IT',
        businessOwner: 'Owner',
      },
    };
  };
};
