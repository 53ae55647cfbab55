import { INTAKE_LIMITS } from '@portfolio/contracts';

/**
 * The key a new question or criterion is stored under, made once from its label: answers and
 * scoring inputs are saved by key, so renaming the label later must not change it. camelCase
 * of the label's letters and digits (accents dropped), starting with a letter as the contract's
 * key pattern asks, and not one of `taken` (a number is added).
 */
export function keyFromLabel(label: string, taken: Iterable<string>, fallback: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join('')
    .replace(/^[0-9]+/, '');
  const camel = joined.charAt(0).toLowerCase() + joined.slice(1);
  // Room for a number after it.
  const base = (camel || fallback).slice(0, INTAKE_LIMITS.questionId - 4);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}
