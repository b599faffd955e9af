import { describe, expect, it } from 'vitest';
import { enableCompileCacheFrom, type ModuleWithCompileCache } from './compile-cache';
import { COMPILE_CACHE_ENV } from './embedded-protocol';

const compileCacheStatus = { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 };

function nodeModuleAnswering(status: number): ModuleWithCompileCache & { directories: string[] } {
  const directories: string[] = [];
  return {
    directories,
    enableCompileCache: (directory) => {
      directories.push(directory);
      return { status };
    },
    constants: { compileCacheStatus },
  };
}

describe('enableCompileCacheFrom', () => {
  it('turns the cache on in the folder main names', () => {
    const nodeModule = nodeModuleAnswering(compileCacheStatus.ENABLED);
    expect(
      enableCompileCacheFrom({ [COMPILE_CACHE_ENV]: '/datos/compile-cache' }, nodeModule),
    ).toBe(true);
    expect(nodeModule.directories).toEqual(['/datos/compile-cache']);
  });

  it('does nothing without a folder, or on a Node without the cache (before 22.1)', () => {
    const nodeModule = nodeModuleAnswering(compileCacheStatus.ENABLED);
    expect(enableCompileCacheFrom({}, nodeModule)).toBe(false);
    expect(nodeModule.directories).toEqual([]);
    expect(enableCompileCacheFrom({ [COMPILE_CACHE_ENV]: '/datos/cc' }, {})).toBe(false);
  });

  it('reports a cache Node could not open, or one switched off by NODE_DISABLE_COMPILE_CACHE', () => {
    const env = { [COMPILE_CACHE_ENV]: '/solo-lectura/cc' };
    expect(enableCompileCacheFrom(env, nodeModuleAnswering(compileCacheStatus.FAILED))).toBe(false);
    expect(enableCompileCacheFrom(env, nodeModuleAnswering(compileCacheStatus.DISABLED))).toBe(
      false,
    );
    const throwing = {
      enableCompileCache: () => {
        throw new Error('EACCES');
      },
    };
    expect(enableCompileCacheFrom(env, throwing)).toBe(false);
  });
});
