import { describe, expect, it } from 'vitest';
import { namespaces } from '../i18n.ts';
import { resources } from '../resources.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('has the same keys in Bangla and English', () => {
    expect(keysOf(resources.en).sort()).toEqual(keysOf(resources.bn).sort());
  });

  it('lists every namespace for the loader', () => {
    expect([...namespaces].sort()).toEqual(Object.keys(resources.bn).sort());
  });

  it('has no empty strings', () => {
    for (const language of ['bn', 'en'] as const) {
      const empty = keysOf(resources[language]).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language]);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('carries the spec chunk error messages', () => {
    expect(resources.en.errors.chunkTimeout).toBe(
      'The page took longer time to load, please check your network connectivity',
    );
    expect(resources.en.errors.chunkNetwork).toBe('Network link is abnormal, please try again');
  });
});
