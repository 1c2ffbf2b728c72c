/** Types of post-enquiry.mjs (plain JavaScript, shared with the flood's child process). */
import type { Agent } from 'node:http';

export function postEnquiry(options: {
  url: string;
  agent: Agent | undefined;
  forwardedFor: string;
  submissionId: string;
  body: Record<string, unknown>;
  token: string;
}): Promise<number>;
