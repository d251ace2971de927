import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_THREW_EXCEPTION,
  type StoryFinishedPayload,
  UNHANDLED_ERRORS_WHILE_PLAYING,
} from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

import { STORY_OUTCOME, type StoryOutcome } from './storyOutcome';

/**
 * How each story ended, for the browser tests that open stories by URL (the visual gate, the story review).
 * Neither the render phase (it ends at "finished" either way) nor STORY_FINISHED's status (it leaves out an
 * exception thrown by the play function) says whether the play function ran to its end: the error events do.
 */
export function recordStoryOutcomes(): void {
  void addons.ready().then((channel) => {
    let error: string | undefined;
    // Serialized errors ({ message }), a list of them, or a render error's { title, description }.
    type Reported = { message?: string; title?: string };
    const failed = (what: string) => (reported: Reported | Reported[]) => {
      const first: Reported | undefined = Array.isArray(reported) ? reported[0] : reported;
      error ??= `${what}: ${first?.message ?? first?.title ?? 'no message'}`;
    };
    channel.on(PLAY_FUNCTION_THREW_EXCEPTION, failed('the play function threw'));
    channel.on(UNHANDLED_ERRORS_WHILE_PLAYING, failed('an error was left unhandled while it played'));
    channel.on(STORY_THREW_EXCEPTION, failed('the story threw while rendering'));
    channel.on(STORY_ERRORED, failed('the story could not render'));
    channel.on(STORY_FINISHED, ({ storyId, status }: StoryFinishedPayload) => {
      const outcome: StoryOutcome = { storyId, status: error ? 'error' : status, error };
      Object.assign(window, { [STORY_OUTCOME]: outcome });
      error = undefined;
    });
  });
}
