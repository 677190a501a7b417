// Polls: GET /api/v1/polls/:id and POST /api/v1/polls/:id/votes, with Pleroma's 422 messages.
import { errorReply, HttpError, json, type Reply } from '../http';
import type { Status } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializePoll } from '../serialize/status';
import { canSee } from '../visibility';

/** The post holding the poll in the path; a hidden one is a 404 like a missing one. */
function pollStatus(ctx: RequestContext): Status & { poll: NonNullable<Status['poll']> } {
  for (const status of ctx.state.statuses.values()) {
    const poll = status.poll;
    if (poll?.id !== ctx.params.id) continue;
    if (!canSee(ctx.state, status, ctx.viewer)) break;
    return { ...status, poll };
  }
  throw new HttpError(404, 'Record not found');
}

function vote(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const { poll, accountId } = pollStatus(ctx);
  if (accountId === user.id) return errorReply(422, "Poll's author can't vote");
  if (poll.expiresAt <= Date.now()) return errorReply(422, 'Poll is expired');
  if (poll.votes.has(user.id)) return errorReply(422, 'Already voted');
  const raw = ctx.body.getAll('choices');
  const choices = [...new Set(raw.map(Number))];
  if (choices.length === 0 || choices.some((i) => !Number.isInteger(i) || i < 0 || i >= poll.options.length)) {
    return errorReply(422, 'Invalid indices');
  }
  if (!poll.multiple && choices.length > 1) return errorReply(422, 'Too many choices');
  poll.votes.set(
    user.id,
    choices.sort((a, b) => a - b),
  );
  return json(serializePoll(poll, ctx.ser));
}

export const pollRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/polls/:id', handler: (ctx) => json(serializePoll(pollStatus(ctx).poll, ctx.ser)) },
  { method: 'POST', pattern: '/api/v1/polls/:id/votes', handler: vote },
];
