import { z } from 'zod';
import { ContentUnavailableError, type BlockContext, type ContentReader } from '../engine/block';
import type { PageListField } from './contract/page-fields';
import type { CallRequest, ContentCallName } from './contract/calls';

/**
 * Helpers for blocks' `load` functions. They check the envelope only ({ success, data }); each
 * block validates the part it reads with the contract's field schemas, so bad content in one field
 * breaks one section, not every section that shares the call.
 */
const envelope = z.object({ success: z.boolean().optional(), data: z.unknown() });
const record = z.record(z.string(), z.unknown());

/** The `data` of a call's answer; throws ContentUnavailableError when the call failed. */
export async function readData<C extends ContentCallName>(
  read: ContentReader,
  call: C,
  body: CallRequest<C>,
): Promise<unknown> {
  const raw = await read(call, body);
  const parsed = envelope.safeParse(raw);
  if (raw === null || !parsed.success || parsed.data.success === false) throw new ContentUnavailableError(call);
  return parsed.data.data;
}

/** The whole `data` object of `pages/get` for one pageId. */
export async function readPage(read: ContentReader, pageId: number): Promise<Record<string, unknown>> {
  const data = await readData(read, 'pages/get', { pageId });
  const parsed = record.safeParse(data);
  if (!parsed.success) throw new ContentUnavailableError('pages/get');
  return parsed.data;
}

export function requirePageId(context: BlockContext): number {
  if (context.pageId === undefined) {
    throw new Error(`section "${context.section.id}" needs a pageId (on the section or its page)`);
  }
  return context.pageId;
}

/** A load that reads one field of the section's page, e.g. `motto` or `banners`. */
export function pageFieldLoad(field: PageListField | 'meta_title' | string) {
  return async (context: BlockContext, read: ContentReader): Promise<unknown> => {
    const page = await readPage(read, requirePageId(context));
    return page[field];
  };
}

/**
 * `pageFieldLoad`, but only when the section asks for content (`when`, from its props and page);
 * otherwise nothing is read and the block shows its configured texts.
 */
export function pageFieldLoadWhen<Context extends BlockContext>(field: PageListField | string, when: (context: Context) => boolean) {
  const load = pageFieldLoad(field);
  return (context: Context, read: ContentReader): Promise<unknown> => (when(context) ? load(context, read) : Promise.resolve(undefined));
}

/** A load that reads several fields of the section's page as one object. */
export function pageFieldsLoad(fields: readonly string[]) {
  return async (context: BlockContext, read: ContentReader): Promise<Record<string, unknown>> => {
    const page = await readPage(read, requirePageId(context));
    return Object.fromEntries(fields.map((field) => [field, page[field]]));
  };
}
