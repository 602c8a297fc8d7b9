import { pickLanguage, type Language } from '@boxstudio/contracts';
import type { Request } from 'express';

export function requestLanguage(request: Pick<Request, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header.join(',') : header);
}
