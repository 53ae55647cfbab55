/** The file and multipart body the evidence upload tests send. */

/** A small well-formed PDF, taken as evidence of type application/pdf. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** A multipart upload body: `fields`, then `file` under the name `name` (none when undefined). */
export function fileForm(
  file: Buffer | undefined,
  name: string,
  fields: Record<string, string> = {},
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file) data.set('file', new Blob([new Uint8Array(file)]), name);
  return data;
}
