// Hollo's two validation-error shapes (both carry zod's issue list as a JSON string): its own
// `{"error":"invalid_request","zod_error":…}` with 422 (apps, statuses), and @hono/zod-validator's
// `{"success":false,"error":…}` with 400 (poll votes, reports, the authorize forms).
import { json, type Reply } from '../../http';
import type { Json } from '../../serialize/context';

export type ZodIssue = { code: string; path: string[]; message: string } & { [key: string]: Json };

const zodError = (issues: ZodIssue[]) => ({ name: 'ZodError', message: JSON.stringify(issues, null, 2) });

export const invalidRequest = (issues: ZodIssue[]): Reply => json({ error: 'invalid_request', zod_error: zodError(issues) }, 422);

export const validatorFailure = (issues: ZodIssue[]): Reply => json({ success: false, error: zodError(issues) }, 400);

export const expected = (path: string, type: string, received: string): ZodIssue => ({
  expected: type,
  code: 'invalid_type',
  path: [path],
  message: `Invalid input: expected ${type}, received ${received}`,
});
