import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'electron-builder';
// electron-builder's own schema check, the one `electron-builder` runs before packaging.
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';

const root = resolve(import.meta.dirname, '../..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Configuration;

function targetsOf(platform: { target?: unknown } | null | undefined): string[] {
  const target = platform?.target;
  const list = Array.isArray(target) ? target : [target];
  return list.map((entry) =>
    typeof entry === 'string' ? entry : (entry as { target: string }).target,
  );
}

function entries(value: unknown, path = ''): Array<{ path: string; key: string; value: unknown }> {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    { path: `${path}.${key}`, key, value: child },
    ...entries(child, `${path}.${key}`),
  ]);
}

describe('electron-builder.yml', () => {
  it('is a valid electron-builder configuration', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('names the app', () => {
    expect(config.appId).toBe('mx.marcacreadores.desktop');
    expect(config.productName).toBe('Marca Creadores');
  });

  it('sets the Electron fuses that close the runtime to anything but the packaged app', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
  });

  it('registers the marcacreadores:// scheme the reset mails link to', () => {
    const protocols = [config.protocols].flat();
    expect(protocols).toEqual([{ name: 'Marca Creadores', schemes: ['marcacreadores'] }]);
  });

  it('builds AppImage and deb on Linux, NSIS per user on Windows, dmg on macOS', () => {
    expect(targetsOf(config.linux)).toEqual(['AppImage', 'deb']);
    expect(targetsOf(config.win)).toEqual(['nsis']);
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false });
    expect(targetsOf(config.mac)).toEqual(['dmg']);
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true });
  });

  it('takes a square icon of at least 512 px from resources', async () => {
    const icons = new Set([config.linux?.icon, config.win?.icon, config.mac?.icon]);
    expect([...icons]).toEqual(['resources/icon.png']);
    const icon = join(root, 'resources/icon.png');
    expect(existsSync(icon)).toBe(true);
    const { width, height, format } = await sharp(icon).metadata();
    expect(format).toBe('png');
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
  });

  it('packs only the built bundles and package.json, without source maps', () => {
    expect(config.directories).toMatchObject({ output: 'dist', buildResources: 'resources' });
    const files = config.files as string[];
    expect(files.filter((pattern) => !pattern.startsWith('!'))).toEqual(['out/**', 'package.json']);
    expect(files).toContain('!**/*.map');
  });

  it('unpacks the native modules from the asar', () => {
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining([
        '**/*.node',
        '**/node_modules/sharp/**/*',
        '**/node_modules/@img/**/*',
      ]),
    );
  });

  it('publishes updates to the server named by MARCA_UPDATE_URL', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: '${env.MARCA_UPDATE_URL}' });
  });

  it('commits no signing or notarisation credentials', () => {
    const secretKey = /password|secret|token|^csc|apikey|^apple/i;
    const found = entries(config).filter(({ key }) => secretKey.test(key));
    expect(found).toEqual([]);
    const literal = entries(config).filter(
      ({ value }) => typeof value === 'string' && /-----BEGIN|\.p12\b|\.pfx\b/i.test(value),
    );
    expect(literal).toEqual([]);
  });
});
