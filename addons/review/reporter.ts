/**
 * Records each picture of the visual projects for the review panel, from the captures' annotations (tests/visual), with
 * the pictures Playwright's comparison left copied out of test-results/visual, which the next run wipes.
 */
import { basename, join } from 'node:path';

import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import { readPlain, Refusal, removePlain, writePlain } from './files.mjs';
import { baselinesDir, listBaselines, mergeRun, readRecord, reviewDir, writeRecord } from './record.ts';
import { type Capture, CAPTURE_ANNOTATION, type CaptureNote, ENGINES, type Engine, STORY_ANNOTATION } from './review.ts';

export default class VisualReviewReporter implements Reporter {
  private readonly captures: Capture[] = [];
  private readonly dir = reviewDir();
  /** `npm run test:visual:update`: every picture shot becomes its baseline, unchanged. */
  private approving = false;

  onBegin(config: FullConfig) {
    this.approving = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const engine = test.parent.project()?.name as Engine;
    if (!ENGINES.includes(engine)) return;
    const notes = result.annotations.filter((note) => note.type === CAPTURE_ANNOTATION);
    const storyId = result.annotations.find((note) => note.type === STORY_ANNOTATION)?.description;
    const shot = { storyId: storyId ?? '', title: test.title, engine, at: result.startTime.toISOString() };
    for (const note of notes) {
      const { viewport, file, baselineHash } = JSON.parse(note.description ?? '{}') as CaptureNote;
      const stem = file.replace(/\.png$/, '');
      const images: Capture['images'] = {};
      for (const kind of this.approving ? [] : (['actual', 'expected', 'diff'] as const)) {
        const attachment = result.attachments.find((a) => a.name === `${stem}-${kind}.png` && a.path);
        if (!attachment?.path) continue;
        const target = join('images', engine, basename(`${stem}-${kind}.png`));
        const bytes = readPlain(process.cwd(), attachment.path);
        if (!bytes) continue;
        writePlain(process.cwd(), join(this.dir, target), bytes);
        images[kind] = target;
      }
      const verdict = this.approving ? 'unchanged' : baselineHash === null ? 'new' : images.actual ? 'changed' : 'unchanged';
      // The comparison's own words ("123 pixels (ratio 0.01 of all image pixels) are different"), else the error's first line.
      const error = result.errors
        // eslint-disable-next-line no-control-regex -- Playwright colours its messages
        .map((e) => (e.message ?? '').replace(/\u001b\[[0-9;]*m/g, ''))
        .find((message) => message.includes(stem));
      const lines = error?.split('\n').map((line) => line.trim()) ?? [];
      const message = lines.find((line) => /pixels \(ratio/.test(line)) ?? lines[0];
      this.captures.push({ ...shot, viewport, file, verdict, images, message, baselineHash });
    }
    // A story that errored before any picture was taken (its play failed): one failed capture, so it shows.
    if (storyId && notes.length === 0 && result.status !== 'passed' && result.status !== 'skipped') {
      const message = (result.errors[0]?.message ?? result.status).split('\n')[0];
      this.captures.push({ ...shot, viewport: '', file: '', verdict: 'failed', images: {}, message });
    }
  }

  onEnd() {
    if (this.captures.length === 0) return;
    // A damaged record of earlier runs is replaced by this one's: it is rebuilt by the next run of each story.
    const previous = readRecord(this.dir).record ?? { baselines: {}, captures: [] };
    // Pictures of captures now unchanged are stale: removed, so the folder holds only what is under review; never
    // through a linked folder (refused, and said).
    try {
      for (const capture of this.captures.filter((c) => c.verdict === 'unchanged'))
        for (const kind of ['actual', 'expected', 'diff'])
          removePlain(process.cwd(), join(this.dir, 'images', capture.engine, `${capture.file.replace(/\.png$/, '')}-${kind}.png`));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      console.error(`The visual review's stale pictures were left as they are: ${error.message}`);
    }
    writeRecord(this.dir, mergeRun(previous, this.captures, listBaselines(baselinesDir())));
  }

  printsToStdio() {
    return false;
  }
}
