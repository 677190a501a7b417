import { statusEventsSaga, statusIdsByAccount } from '../../../src/sagas/statusEvents';
import { accountBlocked, accountUnfollowed, threadMuteChanged } from '../../../src/actions/statusEvents';
import { timelineFetched, timelineStatusesStreamed } from '../../../src/slices/timelines';
import { accountFactory, importStatuses, reblogFactory, stateAfter, statusFactory } from '../../support/factories';
import { runSagaInStore, until } from '../../support/sagaStore';

const troll = accountFactory({ id: 'troll', acct: 'troll' });
const friend = accountFactory({ id: 'friend', acct: 'friend' });
const trollPost = statusFactory({ id: 'T1', account: troll });
const friendPost = statusFactory({ id: 'F1', account: friend });
const friendRepeatsTroll = reblogFactory(statusFactory({ id: 'T2', account: troll }), friend, { id: 'R1' });
const trollRepeatsFriend = reblogFactory(statusFactory({ id: 'F2', account: friend }), troll, { id: 'R2' });
const queued = statusFactory({ id: 'T3', account: troll });

const fetched = (key: string, ids: string[]) => timelineFetched({ key, direction: 'initial', ids, maxId: null });
const setup = () =>
  stateAfter(
    importStatuses([trollPost, friendPost, friendRepeatsTroll, trollRepeatsFriend, queued]),
    fetched('friends', ['T1', 'F1', 'R1', 'R2']),
    timelineStatusesStreamed({ key: 'friends', ids: ['T3'] }),
    fetched('public', ['T1', 'F1']),
    fetched('publicAndExternal', ['R1', 'F1']),
    fetched('tag:cats', ['T1', 'F1']),
  );

describe('status events', () => {
  it("finds the account's posts, its repeats and repeats of its posts, shown or queued", () => {
    expect(statusIdsByAccount(setup(), ['friends'], 'troll').sort()).toEqual(['R1', 'R2', 'T1', 'T3']);
    expect(statusIdsByAccount(setup(), ['public'], 'friend')).toEqual(['F1']);
  });

  it('a block removes the user from friends, public and federated, not from other timelines', async () => {
    const run = runSagaInStore(statusEventsSaga, setup());
    run.store.dispatch(accountBlocked({ accountId: 'troll' }));
    await until(() => run.ofType('timelines/timelineStatusesRemoved').length === 1, 'removal');
    const { timelines } = run.getState();
    expect(timelines.friends.ids).toEqual(['F1']);
    expect(timelines.friends.pendingIds).toEqual([]);
    expect(timelines.public.ids).toEqual(['F1']);
    expect(timelines.publicAndExternal.ids).toEqual(['F1']);
    expect(timelines['tag:cats'].ids).toEqual(['T1', 'F1']);
  });

  it('an unfollow removes the user from friends only', async () => {
    const run = runSagaInStore(statusEventsSaga, setup());
    run.store.dispatch(accountUnfollowed({ accountId: 'troll' }));
    await until(() => run.ofType('timelines/timelineStatusesRemoved').length === 1, 'removal');
    expect(run.getState().timelines.friends.ids).toEqual(['F1']);
    expect(run.getState().timelines.public.ids).toEqual(['T1', 'F1']);
  });

  it('muting a thread marks every status of its conversation, and only those', () => {
    const a = statusFactory({ id: 'A', pleroma: { conversation_id: 7, thread_muted: false } });
    const b = statusFactory({ id: 'B', in_reply_to_id: 'A', pleroma: { conversation_id: 7, thread_muted: false } });
    const other = statusFactory({ id: 'C', pleroma: { conversation_id: 8, thread_muted: false } });
    let state = stateAfter(importStatuses([a, b, other]), threadMuteChanged({ statusId: 'B', muted: true }));
    const flags = () =>
      ['A', 'B', 'C'].map((id) => [
        state.entities.statuses.entities[id].muted,
        state.entities.statuses.entities[id].pleroma?.thread_muted,
      ]);
    expect(flags()).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    state = stateAfter(
      importStatuses([a, b, other]),
      threadMuteChanged({ statusId: 'A', muted: true }),
      threadMuteChanged({ statusId: 'A', muted: false }),
    );
    expect(flags()).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });
});
