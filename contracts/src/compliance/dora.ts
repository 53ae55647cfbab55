import type { ComplianceStatus } from '../portfolio/projects';

/**
 * DORA (Regulation (EU) 2022/2554) as a project's record reads it: whether the project supports
 * a critical or important function (Article 3(22)), and which. Its LLM vendors are the ICT
 * third-party providers the company's register of information (Article 28(3)) lists.
 */
export interface DoraFacts {
  supportsCriticalFunction: boolean;
  functionName: string | null;
}

/**
 * The DORA status a filled record implies: a project that supports no critical or important
 * function is not applicable; one that does is compliant once the function is named (its
 * providers are then in the register, which is built from the project's models), in review
 * until then.
 */
export function deriveDoraStatus(facts: DoraFacts): ComplianceStatus {
  if (!facts.supportsCriticalFunction) return 'not_applicable';
  return facts.functionName?.trim() ? 'compliant' : 'in_review';
}
