/** Multipart upload to the mock server's `POST upload`, through the API client. */
import { apiUrl, request } from './client';

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

export async function uploadFile(file: File, fields: Record<string, string> = {}): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  try {
    const answer = await request<{ data: UploadedFile }>(apiUrl('upload'), { method: 'POST', body, retries: 0 });
    return answer.data;
  } catch {
    throw new Error('File upload failed.');
  }
}
