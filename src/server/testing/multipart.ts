/** A multipart/form-data body for `app.inject`, built the way a browser builds it from a FormData. */
export async function multipartPayload(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer | string },
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  // Fields before the file: the upload reader only sees the fields sent ahead of it.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      'file',
      new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
