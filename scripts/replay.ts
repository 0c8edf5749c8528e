/**
 * `npm run replay -- <recording.json> [...]`: replays QA recordings (one recording or the QA
 * panel's export, an array) against the machines of this build. Exits 1 at the first divergence
 * of any recording, 2 when a file cannot be read.
 */
import { readFileSync } from 'node:fs';

import { findMachine } from '../qa/catalogue.ts';
import { readRecordings, RecordingFormatError } from '../qa/recording/recording.ts';
import { replayRecording, replayReport } from '../qa/recording/replay-recording.ts';

function main(files: readonly string[]): number {
  if (files.length === 0) {
    console.error('usage: npm run replay -- <recording.json> [...]');
    return 2;
  }
  let failed = false;
  for (const file of files) {
    let recordings;
    try {
      recordings = readRecordings(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      const reason =
        error instanceof RecordingFormatError
          ? error.message
          : error instanceof Error
            ? error.message
            : String(error);
      console.error(`${file}: ${reason}`);
      return 2;
    }
    for (const [i, recording] of recordings.entries()) {
      const outcome = replayRecording(recording, findMachine);
      console.log(`${file}${recordings.length > 1 ? `[${i}]` : ''} ${replayReport(outcome)}`);
      failed ||= !outcome.ok;
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
