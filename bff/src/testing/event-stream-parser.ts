/** One Server-Sent Event's fields, its data still text. */
export interface EventFields {
  id: string;
  event: string;
  data: string;
}

/**
 * Reads a Server-Sent Events stream as the specification's parser does: fields per line, an
 * event per blank line, comments skipped, `data` lines joined, events without data dropped.
 * Fed the text as it arrives, it answers the events that text completed.
 */
export function eventStreamParser(): (text: string) => EventFields[] {
  let buffer = '';
  return (text) => {
    buffer += text;
    const events: EventFields[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        fields[name] = name === 'data' && fields.data ? `${fields.data}\n${value}` : value;
      }
      if (fields.data === undefined) continue;
      events.push({ id: fields.id ?? '', event: fields.event ?? 'message', data: fields.data });
    }
    return events;
  };
}
