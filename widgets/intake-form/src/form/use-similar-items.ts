import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { INTAKE_LIMITS, routes, type SimilarItem } from '@portfolio/contracts';
import { useApi } from '@portfolio/ui';
import { comparable, useSimilarProposals } from '../api/proposals';
import { mergeSimilar } from '../shared/merge-similar';

/** How long typing must pause before the duplicates are looked up again. */
export const SIMILAR_DELAY_MS = 400;

/** `value` once it has stayed the same for `delay` ms; `flush` takes the current one at once. */
function useSettled(value: string, delay: number): [string, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [settled, () => setSettled(value)];
}

/**
 * The company's projects and proposals most like the name and the problem statement being
 * typed (looked up once typing pauses): each text is compared on its own, as the API rates a
 * text against a name and a problem statement. `check` looks up the texts as they are now, for
 * the submit, from the same cache.
 */
export function useSimilarItems(companyId: string, name: string, problem: string) {
  const client = useQueryClient();
  const api = useApi();
  const [settledName, flushName] = useSettled(name.trim(), SIMILAR_DELAY_MS);
  const [settledProblem, flushProblem] = useSettled(problem.trim(), SIMILAR_DELAY_MS);
  const byName = useSimilarProposals(companyId, settledName);
  const byProblem = useSimilarProposals(companyId, settledProblem);
  const items = mergeSimilar(
    [byName.data?.items ?? [], byProblem.data?.items ?? []],
    INTAKE_LIMITS.similar,
  );

  const check = async (): Promise<SimilarItem[]> => {
    flushName();
    flushProblem();
    const texts = [name.trim(), problem.trim()].filter(comparable);
    try {
      const answers = await Promise.all(
        texts.map((q) =>
          client.fetchQuery(
            api.query(routes.listSimilarProposals, { params: { companyId }, query: { q } }),
          ),
        ),
      );
      return mergeSimilar(
        answers.map((answer) => answer.items),
        INTAKE_LIMITS.similar,
      );
    } catch {
      // The duplicates are advice: a failed look-up does not keep a proposal from being sent.
      return [];
    }
  };

  return { items, check };
}
