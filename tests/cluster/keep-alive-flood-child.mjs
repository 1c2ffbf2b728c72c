// The keep-alive flood of tests/cluster/keep-alive-flood.ts, in a process of its own: the honest
// visitors' client must not share an event loop with 150 flooding connections, or on a busy
// machine the flood slows the test's own client, not the site. Options come as JSON in argv[2];
// "stop" on the IPC channel ends it, and the answers' counts go back the same way.
import { Agent } from 'node:http';
import { postEnquiry } from './post-enquiry.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
const statuses = {};
let stopped = false;
let sent = 0;

async function loop(connection) {
  for (let n = 0; !stopped; n += 1) {
    sent += 1;
    const started = Date.now();
    const status = await postEnquiry({ ...options, agent, submissionId: `${options.runId}-flood-${connection}-${n}` });
    statuses[status] = (statuses[status] ?? 0) + 1;
    const rest = options.roundTripMs - (Date.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

const loops = Array.from({ length: options.connections }, (_, connection) => loop(connection));
process.on('message', async (message) => {
  if (message !== 'stop') return;
  stopped = true;
  await Promise.all(loops);
  agent.destroy();
  process.send?.({ sent, statuses }, () => process.exit(0));
});
