// multipart/form-data bodies, files included (no dependency): text fields as strings, file parts as bytes.

export interface UploadedFile {
  /** the form field, e.g. `file` */
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: [string, string][];
  files: UploadedFile[];
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** Splits the body on `--boundary` lines; each part is headers, a blank line, then the raw bytes. */
export function parseMultipart(raw: Buffer, boundary: string): MultipartBody {
  const out: MultipartBody = { fields: [], files: [] };
  const delimiter = Buffer.from(`--${boundary}`);
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const partStart = start + delimiter.length;
    // `--boundary--` closes the body.
    if (raw.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = raw.indexOf(delimiter, partStart);
    if (next < 0) break;
    // The part runs from after the boundary line's CRLF to the CRLF before the next boundary.
    const part = raw.subarray(partStart + CRLF.length, next - CRLF.length);
    const split = part.indexOf(HEADER_END);
    if (split >= 0) {
      const head = part.subarray(0, split).toString('utf8');
      const data = part.subarray(split + HEADER_END.length);
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      const contentType = /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream';
      if (name !== undefined) {
        if (filename !== undefined) {
          out.files.push({ field: name, filename, contentType, data: Buffer.from(data) });
          out.fields.push([name, filename]);
        } else {
          out.fields.push([name, data.toString('utf8')]);
        }
      }
    }
    start = next;
  }
  return out;
}
