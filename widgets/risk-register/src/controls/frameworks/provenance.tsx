import { formatCalendarDate, formatDate, type FrameworkSummary } from '@portfolio/contracts';

/**
 * Where a framework comes from: the company's own, its description and who imported it when; a
 * built-in one, its publication (`linked`: to where it is published), version and the day we
 * checked it.
 */
export function FrameworkProvenance({
  framework,
  linked = false,
}: {
  framework: FrameworkSummary;
  linked?: boolean;
}) {
  if (framework.kind === 'custom') {
    return (
      <>
        {framework.description ? `${framework.description}. ` : ''}
        Imported{framework.importedAt ? ` ${formatDate(framework.importedAt)}` : ''}
        {framework.importedBy ? ` by ${framework.importedBy.name}` : ''}.
      </>
    );
  }
  const source = framework.source;
  if (!source) return null;
  return (
    <>
      {linked && source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {source.publication}
        </a>
      ) : (
        source.publication
      )}
      {source.version ? ` · ${source.version}` : ''}
      {source.checkedOn ? ` · checked ${formatCalendarDate(source.checkedOn)}` : ''}
    </>
  );
}
