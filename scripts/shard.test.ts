import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { mergeSteps, shareSteps } from './shard.mjs';

const run = promisify(execFile);
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
/** As CI's matrix runs them (.github/workflows/ci.yml). */
const SHARES = 4;

/**
 * The test files a Vitest command line runs, each with its project: Vitest's own glob and its own sequencer's shard
 * (`vitest list` ignores --shard), in a process of its own (the unit tests run in happy-dom).
 */
const VITEST_FILES = `import { relative } from 'node:path';
import { createVitest, parseCLI } from 'vitest/node';
const { filter, options } = parseCLI(['vitest', ...process.argv.slice(1)]);
const vitest = await createVitest('test', { ...options, watch: false, reporters: [], coverage: { enabled: false } }, {}, {});
const files = await vitest.globTestSpecifications(filter);
const shared = vitest.config.shard ? await new vitest.config.sequence.sequencer(vitest).shard(files) : files;
console.log(JSON.stringify(shared.map((file) => '[' + file.project.name + '] ' + relative(vitest.config.root, file.moduleId))));
await vitest.close();`;

interface Suite {
  title: string;
  file: string;
  specs?: { title: string; line: number; tests: { projectName: string }[] }[];
  suites?: Suite[];
}
/** Each test of Playwright's JSON list: `[project] file:line › describe › title`. */
const playwrightTests = (suite: Suite, path: string[] = []): string[] => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => `[${test.projectName}] ${suite.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`),
  ),
  ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, [...path, child.title])),
];

/** The runners' own environment: none of the Vitest run this test is part of. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));

/**
 * What a runner's command line runs, listed by the runner instead of run: `vitest …` as test files, `playwright test …`
 * as tests. A report merge or a step of neither runner (the checks, a build) runs no test.
 */
async function listed(commandLine: string[]): Promise<string[]> {
  const [runner, ...args] = commandLine;
  // A reporter, a blob's file or the coverage changes what is reported, not what runs.
  const selecting = args.filter((arg) => !/^--(reporter|outputFile|coverage)\b/.test(arg));
  if (runner === 'vitest' && !args.some((arg) => arg.startsWith('--merge-reports'))) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', VITEST_FILES, ...selecting], { env });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as string[];
  }
  if (runner === 'playwright' && args[0] === 'test') {
    const cli = 'node_modules/@playwright/test/cli.js';
    const { stdout } = await run(process.execPath, [cli, ...selecting, '--list', '--reporter=json'], { env, maxBuffer: 64 << 20 });
    return (JSON.parse(stdout) as { suites: Suite[] }).suites.flatMap((suite) => playwrightTests(suite));
  }
  return [];
}

/** A step's command line as npm runs it: its script's own words (package.json), then the step's arguments. */
const commandLine = ({ script, command, args }: { script?: string; command?: string[]; args: string[] }) =>
  script ? [...(scripts[script] ?? '').split(' '), ...args] : [...(command ?? []), ...args];

/** Runs `jobs` two at a time (two cores), each result in its job's place. */
async function twoAtATime<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let at = next++, job = jobs[at]; job; at = next++, job = jobs[at]) results[at] = await job();
  };
  await Promise.all([worker(), worker()]);
  return results;
}

describe('npm run test:shard', () => {
  it(`runs, over ${SHARES} shares and the merge, every test file Vitest knows and every test Playwright knows, each exactly once`, async () => {
    const parts = [...Array.from({ length: SHARES }, (_, n) => shareSteps(n + 1, SHARES)), mergeSteps()].flat().map(commandLine);
    const [vitest = [], playwright = [], ...lists] = await twoAtATime(
      [['vitest', 'run'], ['playwright', 'test'], ...parts].map((line) => () => listed(line)),
    );
    const whole = [...vitest, ...playwright];
    const seen = new Map<string, number>();
    for (const test of lists.flat()) seen.set(test, (seen.get(test) ?? 0) + 1);

    expect(whole.length, 'the runners list their tests').toBeGreaterThan(0);
    expect(
      whole.filter((test) => !seen.has(test)),
      'in no share: a project or a filter the shares leave out (scripts/shard.mjs)',
    ).toEqual([]);
    expect(
      [...seen].filter(([, times]) => times > 1).map(([test, times]) => `${test} (${times} times)`),
      'in more than one share',
    ).toEqual([]);
    const known = new Set(whole);
    expect(
      [...seen.keys()].filter((test) => !known.has(test)),
      'run by a share but not by the whole',
    ).toEqual([]);
  }, 180_000);
});
