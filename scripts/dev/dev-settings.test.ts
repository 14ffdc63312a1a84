import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../../src/config/settings.ts';
import { devSettingsSchema, readDevSettings } from './dev-settings.ts';

describe('the development settings', () => {
  it('are listed in .env.example after its "Development only" line, and are none of the shop\'s own', async () => {
    const example = await readFile(path.resolve('.env.example'), 'utf8');
    const development = example.split('# Development only')[1] ?? '';
    const listed = [...development.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(Object.keys(devSettingsSchema.shape).sort());
    expect(
      Object.keys(devSettingsSchema.shape).filter((name) => name in settingsSchema.shape),
    ).toEqual([]);
  });

  it('size the demo portal, and refuse a size that is not a number, naming the variable', () => {
    expect(
      readDevSettings({ DEMO_PORTAL_PRODUCTS: '500', DEMO_PORTAL_SEED: ' ' }).demoPortal,
    ).toMatchObject({ products: 500, seed: undefined });
    expect(() => readDevSettings({ DEMO_PORTAL_PRODUCTS: 'many' })).toThrow(
      'development settings: DEMO_PORTAL_PRODUCTS must be a number',
    );
  });
});
