import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';

/*
 * Under jsdom, fetch is Node's while FormData and File are jsdom's, which Node's fetch cannot
 * send as a form: in a test that uploads, the form and file are Node's, as a browser's are its own.
 */

/** A file as the browser's file input gives it. */
export const chosenFile = (parts: BlobPart[], name: string, type = '') =>
  new NodeFile(parts as never, name, { type }) as unknown as File;

/** Makes FormData Node's for the tests of the file that calls it (at its top level). */
export function withNodeFormData() {
  const pageFormData = globalThis.FormData;
  beforeAll(async () => {
    const form = await new Request('http://form.test', {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).formData();
    globalThis.FormData = form.constructor as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = pageFormData;
  });
}
