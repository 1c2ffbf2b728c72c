// `npm run e2e:order`: keeps the seconds each end-to-end file took in the last `npm test`
// (.tmp/file-times-e2e.json, written by tests/support/file-times-reporter.ts) in
// tests/e2e/file-seconds.json, from which tests/support/longest-first-sequencer.ts starts the
// longest files first. Run it after adding or much changing an e2e file; an unknown file runs last.
import { readFileSync, writeFileSync } from 'node:fs';

const times = JSON.parse(readFileSync('.tmp/file-times-e2e.json', 'utf8'));
const seconds = Object.fromEntries(
  times
    .map(({ file, seconds: taken }) => [file, Math.round(taken)])
    .sort(([, a], [, b]) => b - a),
);
writeFileSync('tests/e2e/file-seconds.json', `${JSON.stringify(seconds, null, 1)}\n`);
console.log(`tests/e2e/file-seconds.json: ${Object.keys(seconds).length} files`);
