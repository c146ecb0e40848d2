/** A multipart/form-data body holding one file in the field `file`, as a browser's upload form sends it. */
export function multipartFile(bytes: Buffer, options: { contentType?: string; fileName?: string } = {}) {
  const boundary = `----skillswap${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'upload.png'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
