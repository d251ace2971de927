import { it } from 'vitest';
import { readEntries } from './note';
import { normalize } from './words';
it('dbg', () => {
  for (const t of (process.env.NOTES ?? '').split('|'))
    console.log(
      JSON.stringify(t),
      '\n  ' + readEntries(normalize(t)).trace.join('\n  '),
      JSON.stringify(readEntries(normalize(t)).entries),
    );
});
