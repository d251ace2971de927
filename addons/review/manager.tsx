/**
 * The visual review in Storybook's manager: each story's status in the sidebar, and a panel with its pictures per
 * engine and viewport; on the dev server it runs the story's check and accepts or leaves them (record 52).
 */
import React, { type ComponentProps, useState } from 'react';
import { AddonPanel, Button } from 'storybook/internal/components';
import { addons, type API, experimental_getStatusStore, types, useStorybookState } from 'storybook/manager-api';
import type { IndexEntry } from 'storybook/internal/types';
import { styled } from 'storybook/theming';
import { create } from 'zustand';

import {
  ACCEPTED_FILE,
  type AcceptedLine,
  type Capture,
  type DecisionAnswer,
  differs,
  needsReview,
  PANEL_ID,
  REVIEW_PATH,
  type ReviewState as Read,
  type RunStatus,
  STATE_FILE,
  STATUS_TYPE_ID,
} from './review.ts';

interface ReviewState extends Omit<Read, 'run'> {
  /** Story ids the Storybook captures (no `no-visual` tag), for "no baseline". */
  captured: string[];
  /** What the last action said, on the panel of the story it was taken on: a result, or a refusal in the server's words. */
  message?: { text: string; error: boolean; storyId: string };
  busy?: string;
  loaded: boolean;
}

// One store for the panel and the sidebar.
const useReview = create<ReviewState>(() => ({
  record: { baselines: {}, captures: [] },
  recorded: false,
  accepted: [],
  damage: [],
  live: false,
  captured: [],
  loaded: false,
}));
const update = (next: Partial<ReviewState>) => useReview.setState(next);

/**
 * The dev server answers it live; the static build holds it as a file (preset.ts), so both builds ask the same. A
 * refusal comes back as the server's own sentence, which the panel shows; undefined where nothing answered.
 */
const readState = () =>
  fetch(`./${REVIEW_PATH}/${STATE_FILE}`, { cache: 'no-store' })
    .then(async (res): Promise<Read | { refused: string }> => {
      if (res.ok) return (await res.json()) as Read;
      const said = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
      return { refused: `The review's state was not read (${res.status}): ${said?.error ?? res.statusText}` };
    })
    .catch(() => undefined);
/** The state only, a refusal being no state. */
const stateOnly = (read: Awaited<ReturnType<typeof readState>>) => (read && !('refused' in read) ? read : undefined);

async function load() {
  const index = (await fetch('./index.json').then((res) => (res.ok ? res.json() : { entries: {} }))) as {
    entries: Record<string, IndexEntry>;
  };
  const captured = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
    .map((entry) => entry.id);
  const answer = await readState();
  if (answer && 'refused' in answer) return update({ captured, loaded: true, damage: [answer.refused] });
  const { run, ...read } = answer ?? { ...useReview.getState(), run: undefined };
  update({ ...read, captured, loaded: true });
  // A check started before this page was (re)loaded is followed to its end like one started here, and one
  // that has ended shows its outcome on its story's panel.
  if (run && !run.endedAt) void follow(run);
  else if (run) update({ message: runMessage(run) });
}

/** Follows a running check through state.json until it ends, then shows its pictures or why it recorded nothing. */
async function follow(run: RunStatus) {
  update({ busy: 'run', message: undefined });
  let live: Read | undefined;
  do {
    await new Promise((done) => setTimeout(done, 1000));
    live = stateOnly(await readState());
  } while (live?.run?.startedAt === run.startedAt && !live.run.endedAt);
  const now = live?.run;
  update({
    ...(live && { record: live.record, recorded: live.recorded, accepted: live.accepted, damage: live.damage }),
    busy: undefined,
    message: now
      ? runMessage(now.startedAt === run.startedAt ? now : { ...run, endedAt: now.startedAt })
      : {
          text: `The dev server ${live ? 'restarted' : 'stopped answering'} while the check ran; run it again${live ? '' : ' once `npm run storybook` is back'}.`,
          error: true,
          storyId: run.storyId,
        },
  });
}

const CHECKED = 'Checked: the pictures below are from this run.';
const runMessage = (run: RunStatus) => ({ text: run.error ?? CHECKED, error: run.error !== undefined, storyId: run.storyId });

/** Sends an action from the panel of `storyId`; its answer (the server's own sentence: what was written, or why not) shows there only. */
async function act(path: string, body: object, storyId: string) {
  update({ busy: path, message: undefined });
  try {
    const res = await fetch(`./${REVIEW_PATH}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Partial<DecisionAnswer> & { run?: RunStatus; error?: string };
    if (answer.run) {
      await follow(answer.run);
      return;
    }
    if (answer.record) update({ record: answer.record, recorded: true });
    if (answer.accepted) update({ accepted: answer.accepted });
    update({
      message: answer.error ? { text: answer.error, error: true, storyId } : { text: answer.message ?? 'Done.', error: false, storyId },
    });
  } catch (error) {
    update({ message: { text: error instanceof Error ? error.message : String(error), error: true, storyId } });
  } finally {
    if (useReview.getState().busy === path) update({ busy: undefined });
  }
}

type StoryVerdict = 'unchanged' | 'changed' | 'new' | 'failed' | 'no baseline' | 'not run here' | 'accepted' | 'left';

/** A picture's state as a designer reads it: a decision taken since the run wins over the run's verdict. */
const verdictOf = (capture: Capture): StoryVerdict => capture.decision ?? capture.verdict;

const ofStory = (state: ReviewState, storyId: string) => state.record.captures.filter((capture) => capture.storyId === storyId);

/** A story's state: the most urgent of its pictures' states; with none shot, only whether it has a baseline. */
function storyVerdict(state: ReviewState, storyId: string): StoryVerdict {
  const states = ofStory(state, storyId).map(verdictOf);
  if (states.length > 0)
    return (['failed', 'changed', 'new', 'left', 'accepted'] as const).find((verdict) => states.includes(verdict)) ?? 'unchanged';
  const hasBaseline = Object.values(state.record.baselines).some((files) => files.some((file) => file.startsWith(`${storyId}--`)));
  return !hasBaseline ? 'no baseline' : state.recorded ? 'unchanged' : 'not run here';
}

const STATUS_VALUE = {
  unchanged: 'status-value:success',
  accepted: 'status-value:success',
  changed: 'status-value:modified',
  left: 'status-value:modified',
  new: 'status-value:new',
  failed: 'status-value:error',
  'no baseline': 'status-value:warning',
  // No mark: a story with baselines that no run here compared is neither passed nor failed.
  'not run here': 'status-value:unknown',
} as const;

const describeCapture = (capture: Capture) => `${capture.engine} ${capture.viewport || '(no picture)'}: ${verdictOf(capture)}`;
const NOT_SHOT: Partial<Record<StoryVerdict, string>> = {
  'no baseline': 'No baseline and not captured by the last visual run.',
  'not run here': 'No visual run is recorded here.',
};

/** Puts every captured story's state in the sidebar (Storybook's status store). */
function publishStatuses(state: ReviewState) {
  const store = experimental_getStatusStore(STATUS_TYPE_ID);
  store.unset();
  store.set(
    state.captured.map((storyId) => {
      const captures = ofStory(state, storyId);
      const verdict = storyVerdict(state, storyId);
      return {
        storyId,
        typeId: STATUS_TYPE_ID,
        value: STATUS_VALUE[verdict],
        title: `Visual: ${verdict}`,
        description:
          captures.length > 0 ? captures.map(describeCapture).join('\n') : (NOT_SHOT[verdict] ?? 'Not captured by the last visual run.'),
        sidebarContextMenu: false,
      };
    }),
  );
}

/** The pictures' URLs, stamped so that a new run or a decision is fetched anew; on the dev server, the baseline as it is now. */
function pictures(capture: Capture, live: boolean) {
  const stamp = encodeURIComponent(`${capture.at}${capture.decision ?? ''}`);
  const file = (path?: string) => (path ? `./${REVIEW_PATH}/${path}?v=${stamp}` : undefined);
  const now = live && capture.verdict !== 'new' ? `baselines/${capture.engine}/${capture.file}` : undefined;
  const baseline = file(capture.images.expected) ?? file(now);
  return { baseline, actual: file(capture.images.actual) ?? baseline, diff: file(capture.images.diff) };
}

const Wrapper = styled.div(({ theme }) => ({
  padding: 12,
  display: 'grid',
  gap: 10,
  fontSize: theme.typography.size.s2,
  color: theme.color.defaultText,
}));
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' });
// Storybook's own button (its text is its name); its `active` look is deprecated, so a pressed one is styled here.
const Pressable = styled(Button)(({ theme }) => ({
  '&[aria-pressed="true"]': { background: theme.color.secondary, color: theme.color.lightest },
}));
const Action = (props: ComponentProps<typeof Button>) => <Pressable ariaLabel={false} {...props} />;
const Pictures = styled.div({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 10, alignItems: 'start' });
const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: 4,
  img: { maxWidth: '100%', border: `1px solid ${theme.appBorderColor}`, background: '#fff' },
  figcaption: { fontWeight: theme.typography.weight.bold },
}));
const Overlay = styled.div({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  img: { display: 'block', maxWidth: '100%' },
});
const Listing = styled.section({ display: 'grid', gap: 6, ul: { margin: 0, paddingLeft: 18 }, p: { margin: 0 } });
const Message = styled.p<{ error: boolean }>(({ theme, error }) => ({
  margin: 0,
  // A failed check's message ends with the lines the check printed.
  whiteSpace: 'pre-wrap',
  color: error ? theme.color.negativeText : theme.color.positiveText,
}));

function Picture({ caption, src }: { caption: string; src?: string }) {
  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      {src ? <img src={src} alt={caption} /> : <span>none</span>}
    </Figure>
  );
}

/** Baseline under the new picture, cut at the slider: drag to compare the same place in both. */
function Slider({ baseline, actual }: { baseline: string; actual: string }) {
  const [at, setAt] = useState(50);
  return (
    <Figure>
      <figcaption>Overlay: baseline left of the line, new picture right of it</figcaption>
      <Overlay>
        <img src={actual} alt="New capture" />
        <img src={baseline} alt="Baseline" style={{ position: 'absolute', inset: 0, clipPath: `inset(0 ${100 - at}% 0 0)` }} />
      </Overlay>
      <label>
        Slider <input type="range" min={0} max={100} value={at} onChange={(event) => setAt(Number(event.target.value))} />
      </label>
    </Figure>
  );
}

const short = (hash: string | null) => (hash ? hash.slice(0, 12) : 'none');

/** "Accept all changes" first lists what it will write, so a project-wide write is never a surprise. */
function ConfirmAll({ pending, storyId, onDone }: { pending: Capture[]; storyId: string; onDone: () => void }) {
  const n = pending.length;
  return (
    <Listing aria-label="Accept all changes">
      <p>
        <strong>
          Accept all changes writes {n} {n === 1 ? 'baseline' : 'baselines'}:
        </strong>
      </p>
      <ul>
        {pending.map((capture) => (
          <li key={`${capture.engine}|${capture.storyId}|${capture.viewport}`}>
            {capture.title}: {capture.engine} {capture.viewport} ({capture.verdict})
          </li>
        ))}
      </ul>
      <Row>
        <Action
          onClick={() => {
            onDone();
            const pictures = pending.map(({ storyId: id, engine, viewport }) => ({ storyId: id, engine, viewport }));
            void act('accept-all', { pictures }, storyId);
          }}
        >
          Write these {n} {n === 1 ? 'baseline' : 'baselines'}
        </Action>
        <Action onClick={onDone}>Cancel</Action>
      </Row>
    </Listing>
  );
}

/** Who accepted this story's pictures and when, newest first, from the committed accept record. */
function AcceptRecord({ lines }: { lines: AcceptedLine[] }) {
  return (
    <Listing aria-label="Accept record">
      <p>
        <strong>Accepted pictures</strong> (tests/visual/baselines/{ACCEPTED_FILE}, committed with the pictures)
      </p>
      <ul>
        {lines.toReversed().map((line) => (
          <li key={`${line.at}|${line.platform}|${line.engine}|${line.viewport}`}>
            {line.engine} {line.viewport} ({line.platform}): by {line.by}, {new Date(line.at).toLocaleString()}; baseline{' '}
            {short(line.before)} → {short(line.after)}
          </li>
        ))}
      </ul>
    </Listing>
  );
}

function Panel({ storyId }: { storyId: string }) {
  const review = useReview();
  const captures = ofStory(review, storyId);
  const history = review.accepted.filter((line) => line.storyId === storyId);
  const [chosen, choose] = useState<string>();
  const [mode, setMode] = useState<'side' | 'overlay'>('side');
  const [confirming, setConfirming] = useState(false);
  const current =
    captures.find((capture) => `${capture.engine} ${capture.viewport}` === chosen) ?? captures.find(needsReview) ?? captures[0];
  const pending = review.record.captures.filter(needsReview);
  const busy = review.busy !== undefined;
  const shown = current ? pictures(current, review.live) : undefined;

  return (
    <Wrapper>
      <Row>
        <strong>Visual check: {storyVerdict(review, storyId)}</strong>
        {review.live ? (
          <>
            <Action disabled={busy} onClick={() => void act('run', { storyId }, storyId)}>
              {review.busy === 'run' ? 'Running the visual check…' : 'Run the visual check of this story'}
            </Action>
            <Action
              aria-expanded={confirming && pending.length > 0}
              disabled={busy || pending.length === 0}
              onClick={() => setConfirming(true)}
            >
              Accept all changes ({pending.length})
            </Action>
          </>
        ) : (
          <span>Read-only: the results of the last visual run. Review and accept in `npm run storybook`.</span>
        )}
      </Row>
      {confirming && pending.length > 0 && !busy ? (
        <ConfirmAll pending={pending} storyId={storyId} onDone={() => setConfirming(false)} />
      ) : null}
      {review.message?.storyId === storyId ? (
        <Message role="status" error={review.message.error}>
          {review.message.text}
        </Message>
      ) : null}
      {review.damage.length > 0 ? (
        <Listing aria-label="Damaged records">
          <ul>
            {review.damage.map((damage) => (
              <li key={damage}>
                <Message error>{damage}</Message>
              </li>
            ))}
          </ul>
        </Listing>
      ) : null}
      {captures.length === 0 ? (
        <p>
          {!review.loaded
            ? 'Loading the last visual run…'
            : review.recorded
              ? 'The last visual run took no picture of this story.'
              : 'No visual run is recorded here: `npm run test:visual` records one (or, on `npm run storybook`, run the visual check of this story).'}
        </p>
      ) : (
        <>
          <Row role="group" aria-label="Engine and viewport">
            {captures.map((capture) => {
              const label = `${capture.engine} ${capture.viewport}`;
              return (
                <Action key={label} aria-pressed={capture === current} onClick={() => choose(label)}>
                  {label}: {verdictOf(capture)}
                </Action>
              );
            })}
          </Row>
          {current && shown ? (
            <>
              {current.message ? <p>{current.message}</p> : null}
              <Row role="group" aria-label="How to compare">
                <Action aria-pressed={mode === 'side'} onClick={() => setMode('side')}>
                  Side by side
                </Action>
                <Action aria-pressed={mode === 'overlay'} onClick={() => setMode('overlay')}>
                  Overlay
                </Action>
              </Row>
              {review.live && differs(current) ? (
                <Row>
                  <Action
                    disabled={busy}
                    onClick={() => void act('accept', { storyId, engine: current.engine, viewport: current.viewport }, storyId)}
                  >
                    Accept {current.engine} {current.viewport}
                  </Action>
                  <Action disabled={busy} onClick={() => void act('accept', { storyId }, storyId)}>
                    Accept all of this story
                  </Action>
                  <Action disabled={busy} onClick={() => void act('leave', { storyId }, storyId)}>
                    Leave as it is
                  </Action>
                </Row>
              ) : null}
              {mode === 'overlay' && shown.baseline && shown.actual ? (
                <Slider baseline={shown.baseline} actual={shown.actual} />
              ) : (
                <Pictures>
                  <Picture caption="Baseline" src={shown.baseline} />
                  <Picture caption="New capture" src={shown.actual} />
                  <Picture caption="Difference" src={shown.diff} />
                </Pictures>
              )}
            </>
          ) : null}
        </>
      )}
      {history.length > 0 ? <AcceptRecord lines={history} /> : null}
    </Wrapper>
  );
}

function PanelForStory() {
  const { storyId } = useStorybookState();
  return <Panel key={storyId} storyId={storyId} />;
}

addons.register(PANEL_ID, (api: API) => {
  useReview.subscribe(publishStatuses);
  void load();
  // A picked status in the sidebar opens this panel.
  experimental_getStatusStore(STATUS_TYPE_ID).onSelect(() => {
    api.setSelectedPanel(PANEL_ID);
    api.togglePanel(true);
  });
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Visual review',
    render: ({ active }) => (
      <AddonPanel active={active ?? false}>
        <PanelForStory />
      </AddonPanel>
    ),
  });
});
