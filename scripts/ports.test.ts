import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { PORTS, PORTS_IN_A_ROW } from './ports.mjs';

/** Every port the project picks: each of PORTS with the ones its user takes after it, and those package.json's scripts name. */
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const inARow: Partial<Record<string, number>> = PORTS_IN_A_ROW;
const used = [
  ...Object.entries(PORTS).flatMap(([name, first]) => Array.from({ length: inARow[name] ?? 1 }, (_, next) => first + next)),
  ...Object.values(scripts).flatMap((command) => [...command.matchAll(/(?:-p|--port)[ =](\d+)/g)].map((match) => Number(match[1]))),
];

/**
 * Which of `ports` Node's own fetch refuses as the Fetch standard's bad ports (undici in Node holds the list; every
 * browser holds the same). Asked in a Node process of its own: the unit tests' fetch is happy-dom's.
 */
function blocked(ports: number[]): number[] {
  const script = `const ports = ${JSON.stringify(ports)};
const refused = await Promise.all(ports.map((port) => fetch('http://127.0.0.1:' + port + '/', { signal: AbortSignal.timeout(3000) })
  .then(() => false, (error) => error.cause?.message === 'bad port')));
console.log(JSON.stringify(ports.filter((_, i) => refused[i])));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as number[];
}

describe("the project's ports", () => {
  it("are read from Node's list: ManageSieve's 4190 and X11's 6000 are refused, the bench's own are not", () => {
    expect(blocked([4190, 6000, PORTS.bench])).toEqual([4190, 6000]);
  });

  it('are none of the ports a browser or fetch refuses, so every script, test and config starts as documented', () => {
    expect(used).toContain(6006); // package.json's Storybook, read from its scripts
    expect(blocked(used)).toEqual([]);
  });
});
