import ky, { HTTPError } from 'ky';
import { z } from 'zod';
import { pageConfigBaseSchema, type PageConfig } from '../engine/page-config-schema';
import type { SavedHistory } from './draft-history';

/** The studio's own calls, /studio/api/*, with the session cookie; answers parsed, never cast. */
const studioApi = ky.create({ prefixUrl: new URL('/studio/api/', location.origin).href, timeout: 60_000, retry: 0 });

export const bootSchema = z.object({
  file: z.string(),
  apiToken: z.string(),
  /** A new landing page (server/studio/new-page.ts): the page it copies and what makes it new. */
  newPage: z.object({ path: z.string(), like: z.string(), title: z.string(), description: z.string(), heading: z.string() }).optional(),
});
export type StudioBoot = z.infer<typeof bootSchema>;

const pageAnswer = z.object({ file: z.string(), baseHash: z.string().nullable(), config: z.record(z.string(), z.unknown()) });

export interface EditedPage {
  file: string;
  baseHash: string | null;
  /** The config, checked (with the base schema's defaults filled in), for the editor. */
  config: PageConfig;
  /** The file's JSON as it is: a request changes its sections only, so no default is written into the file. */
  raw: Record<string, unknown>;
}

export const problemSchema = z.object({
  path: z.string(),
  message: z.string(),
  sectionIndex: z.number().optional(),
  sectionId: z.string().optional(),
  field: z.string().optional(),
});
export type ProposalProblem = z.infer<typeof problemSchema>;

const refusalSchema = z.object({ message: z.string(), problems: z.array(problemSchema).optional() });
const createdSchema = z.object({ request: z.object({ id: z.number() }), previewUrl: z.string(), created: z.boolean().default(true) });
const meSchema = z.object({ name: z.string(), role: z.enum(['editor', 'developer']) });

export async function loadMe() {
  return meSchema.parse(await studioApi.get('me').json());
}

export async function loadPage(boot: StudioBoot): Promise<EditedPage> {
  const answer = pageAnswer.parse(
    await (boot.newPage ? studioApi.get('new-page', { searchParams: boot.newPage }) : studioApi.get('page', { searchParams: { file: boot.file } })).json(),
  );
  return { file: answer.file, baseHash: answer.baseHash, config: pageConfigBaseSchema.parse(answer.config), raw: answer.config };
}

export type RequestOutcome =
  /** `created` false: the same proposal was requested already, and this is that request. */
  | { ok: true; id: number; previewUrl: string; created: boolean }
  | { ok: false; message: string; problems: ProposalProblem[] };

export async function requestChange(input: { file: string; baseHash: string | null; config: unknown; note: string }): Promise<RequestOutcome> {
  try {
    const created = createdSchema.parse(await studioApi.post('requests', { json: input }).json());
    return { ok: true, id: created.request.id, previewUrl: created.previewUrl, created: created.created };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    return { ok: false, ...(await refusalOf(error)) };
  }
}

/** What the studio said when it refused: its JSON message (and problems), or else its HTTP status. */
async function refusalOf(error: HTTPError): Promise<{ message: string; problems: ProposalProblem[] }> {
  // A body that is not JSON (a proxy's error page) leaves the status to speak.
  const body: unknown = await error.response.json().catch(() => undefined);
  const refusal = refusalSchema.safeParse(body);
  return refusal.success
    ? { message: refusal.data.message, problems: refusal.data.problems ?? [] }
    : { message: `The studio answered HTTP ${error.response.status}.`, problems: [] };
}

const draftAnswer = z.object({
  draft: z.object({ baseHash: z.string().nullable(), config: z.record(z.string(), z.unknown()), history: z.unknown().optional(), savedAt: z.string() }).nullable(),
});
export type SavedDraft = NonNullable<z.infer<typeof draftAnswer>['draft']>;

/** This person's autosaved draft of the file, if any (drafts live in the database: docs/studio.md). */
export async function loadDraft(file: string): Promise<SavedDraft | undefined> {
  return draftAnswer.parse(await studioApi.get('draft', { searchParams: { file } }).json()).draft ?? undefined;
}

/** Saves the draft; a refusal throws an Error whose message is the studio's own (the editor shows it). */
export async function saveDraft(input: { file: string; baseHash: string | null; config: unknown; history?: SavedHistory }): Promise<string> {
  try {
    return z.object({ savedAt: z.string() }).parse(await studioApi.put('draft', { json: input }).json()).savedAt;
  } catch (error) {
    if (error instanceof HTTPError) throw new Error((await refusalOf(error)).message, { cause: error });
    throw error;
  }
}

export async function discardDraft(file: string): Promise<void> {
  await studioApi.delete('draft', { searchParams: { file } });
}
