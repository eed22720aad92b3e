import { MSG_FILE_NOT_READ } from './strings';

/** A file's text through FileReader, which every browser (and jsdom) has; Blob.text() is newer. */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error(MSG_FILE_NOT_READ));
    };
    reader.readAsText(file);
  });
}
