import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** PUT /wps/system/language: records the visitor's language (called on every switch). */
export function updateLanguage(language: Language): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.systemLanguage, { method: 'PUT', body: { language } });
}
