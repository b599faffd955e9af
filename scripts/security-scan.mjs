#!/usr/bin/env node
// Electronegativity over the built main and preload bundles, plus the renderer's index.html
// (the page's CSP; the renderer's script is React code without Electron APIs and stays out).
// Fails on any HIGH (or CRITICAL) finding. Offline only: the release-list check is excluded and
// the scanner's translation download is answered locally. If the scanner itself breaks, the run
// fails with CI=true and is skipped with the reason otherwise, as the other suites do.
//
// Usage: node scripts/security-scan.mjs [outDir]   (default: out/, from `electron-vite build`)
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { transformSync } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(process.argv[2] ?? join(root, 'out'));
const inCi = process.env.CI === 'true';
const FAILING_SEVERITIES = new Set(['HIGH', 'CRITICAL']);
// Fetches Electron's release list from the network.
const NETWORK_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

const require = createRequire(import.meta.url);
const scannerDir = dirname(require.resolve('@doyensec/electronegativity/package.json'));
const electronVersion = JSON.parse(
  readFileSync(require.resolve('electron/package.json'), 'utf8'),
).version;

class ScannerFailure extends Error {}

/** Paths under the working folder are shown relative to it, others in full. */
function display(path) {
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith('..') ? inside : path;
}

/**
 * The scanner reads only .js/.html and its scope analysis predates ES2022 class fields, so each
 * bundle is copied as `<name>.js` with class features lowered by esbuild; the source map leads
 * findings back to the line of the built file.
 */
function stageBundles(staging) {
  const originals = new Map();
  const stage = (file, stagedName, transform) => {
    const staged = join(staging, relative(outDir, dirname(file)), stagedName);
    mkdirSync(dirname(staged), { recursive: true });
    let sourceMap = null;
    if (transform) {
      const source = readFileSync(file, 'utf8');
      try {
        const lowered = transformSync(source, {
          loader: 'js',
          target: 'es2020',
          supported: { 'top-level-await': true },
          sourcemap: 'external',
          sourcefile: basename(file),
        });
        writeFileSync(staged, lowered.code);
        sourceMap = new SourceMap(JSON.parse(lowered.map));
      } catch {
        // Left as built: the scanner then reports the file it could not read.
        writeFileSync(staged, source);
      }
    } else {
      copyFileSync(file, staged);
    }
    originals.set(relative(staging, staged), { file, sourceMap });
  };
  for (const part of ['main', 'preload']) {
    const dir = join(outDir, part);
    if (!existsSync(dir)) return { missing: dir };
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.[cm]?js$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      stage(file, entry.name.endsWith('.js') ? entry.name : `${entry.name}.js`, true);
    }
  }
  const page = join(outDir, 'renderer', 'index.html');
  if (existsSync(page)) stage(page, 'index.html', false);
  return { originals };
}

/** The scanner downloads translations on start; a local "not found" keeps its bundled English. */
function keepScannerOffline() {
  const gotPath = createRequire(join(scannerDir, 'dist', 'runner.js')).resolve('got');
  const offline = async () => ({ statusCode: 404, body: '' });
  require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offline };
  process.env.LANG = 'en-US';
}

async function scan(staging, reportPath, shown) {
  keepScannerOffline();
  const run = require(join(scannerDir, 'dist', 'runner.js'));
  let result;
  try {
    result = await run({
      input: staging,
      output: reportPath,
      isSarif: true,
      isRelative: true,
      customScan: [],
      excludeFromScan: NETWORK_CHECKS,
      electronVersionOverride: electronVersion,
      parserPlugins: [],
    });
  } catch (error) {
    throw new ScannerFailure(error instanceof Error ? error.stack : String(error));
  }
  const unscanned = result.errors.filter((error) => !error.tolerable);
  if (unscanned.length > 0) {
    const files = unscanned
      .map((error) => `${shown(relative(staging, error.file))}: ${error.message}`)
      .join('; ');
    throw new ScannerFailure(`could not scan ${files}`);
  }
  if (result.atomicChecks === 0) throw new ScannerFailure('no checks were loaded');
  return result;
}

function printTable(rows) {
  const head = ['CHECK', 'SEVERITY', 'CONFIDENCE', 'FILE:LINE', 'REVIEW'];
  const widths = head.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}

// One folder per run: the SARIF report stays there, the staged copies are removed after the scan.
const runDir = mkdtempSync(join(tmpdir(), 'marca-electronegativity-'));
const stagingDir = join(runDir, 'bundles');
const staged = stageBundles(stagingDir);
if (staged.missing) {
  rmSync(runDir, { recursive: true, force: true });
  console.error(
    `security-scan: ${display(staged.missing)} is missing; run \`npx electron-vite build\` first.`,
  );
  process.exit(1);
}
/** Where a finding is in the built files: `file` or `file:line`. */
const shown = (stagedFile, location) => {
  const original = staged.originals.get(stagedFile);
  if (!original) return stagedFile;
  if (!location) return display(original.file);
  const entry = original.sourceMap?.findEntry(location.line - 1, location.column);
  const line = entry?.originalLine === undefined ? location.line : entry.originalLine + 1;
  return `${display(original.file)}:${line}`;
};

const reportPath = join(runDir, 'electronegativity.sarif');
let result;
try {
  result = await scan(stagingDir, reportPath, shown);
} catch (error) {
  if (!(error instanceof ScannerFailure)) throw error;
  result = error;
} finally {
  rmSync(stagingDir, { recursive: true, force: true });
}
if (result instanceof ScannerFailure) {
  rmSync(runDir, { recursive: true, force: true });
  console.error(`security-scan: Electronegativity failed: ${result.message}`);
  if (inCi) process.exit(1);
  console.error('security-scan: skipped (with CI=true this fails the run).');
  process.exit(0);
}

const findings = result.issues.map((issue) => ({
  id: issue.id,
  severity: issue.severity.name,
  confidence: issue.confidence.name,
  where: issue.file === 'N/A' ? 'whole app' : shown(issue.file, issue.location),
  review: issue.manualReview ? 'manual' : '',
}));

console.log(
  `security-scan: Electronegativity, ${result.atomicChecks + result.globalChecks} offline checks for Electron ${electronVersion}, on ${display(outDir)}/{main,preload,renderer/index.html}`,
);
if (findings.length === 0) console.log('No findings.');
else printTable(findings.map((f) => [f.id, f.severity, f.confidence, f.where, f.review]));
console.log(`SARIF report: ${reportPath}`);

const failing = findings.filter((finding) => FAILING_SEVERITIES.has(finding.severity));
if (failing.length > 0) {
  const checks = [...new Set(failing.map((finding) => finding.id))].join(', ');
  console.error(`security-scan: ${failing.length} high-severity finding(s): ${checks}`);
  process.exit(1);
}
