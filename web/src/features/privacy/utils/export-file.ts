import type { PersonData } from '../api/person-data';

/** The file's name: the day it was made, so two downloads do not overwrite each other unnoticed. */
export function exportFileName(data: PersonData): string {
  return `my-data-${data.generatedAt.slice(0, 10)}.json`;
}

/** The export as the server answered it, indented to be readable in any text editor. */
export function exportBlob(data: PersonData): Blob {
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}
