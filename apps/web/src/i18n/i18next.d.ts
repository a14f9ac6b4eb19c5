import 'i18next';
import type { resources } from './resources.ts';

/** Typed keys: `t('…')` only accepts keys of the Bangla (default) resources. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['bn'];
  }
}
