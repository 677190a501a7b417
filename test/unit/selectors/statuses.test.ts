import { makeSelectStatusView } from '../../../src/selectors/statuses';
import { mastoTimeline, soapbox } from '../../support/fixtures';
import { importStatuses, reduce, stateAfter, statusFactory } from '../../support/factories';

describe('makeSelectStatusView', () => {
  const page = mastoTimeline();
  const base = stateAfter(importStatuses(page));

  it('a plain status shows itself and its author, with no repeat line', () => {
    const view = makeSelectStatusView()(base, '10423476');
    expect(view).not.toBeNull();
    expect(view?.entryId).toBe('10423476');
    expect(view?.status.id).toBe('10423476');
    expect(view?.account.acct).toBe('hj');
    expect(view?.rebloggedBy).toBeNull();
    expect(view?.poll).toBeNull();
    expect(view?.quote).toBeNull();
  });

  it('a repeat shows the inner status with its own author, and who repeated it', () => {
    const view = makeSelectStatusView()(base, '10419787');
    expect(view?.entryId).toBe('10419787');
    expect(view?.status.id).toBe('10418865');
    expect(view?.account.acct).toBe('ivesen@miniwa.moe');
    expect(view?.rebloggedBy?.acct).toBe('hj');
  });

  it('brings the poll and the quoted status with their author', () => {
    const withPoll = soapbox('pleroma-status-with-poll');
    const quote = soapbox('pleroma-quote-post');
    const s = stateAfter(importStatuses([withPoll, quote]));
    const pollView = makeSelectStatusView()(s, String(withPoll.id));
    expect(pollView?.poll?.id).toBe(String((withPoll.poll as { id: string }).id));
    const quoteView = makeSelectStatusView()(s, String(quote.id));
    expect(quoteView?.quote?.status.id).toBeTruthy();
    expect(quoteView?.quote?.account.id).toBe(quoteView?.quote?.status.account);
  });

  it('an unknown id gives null (a row whose data went missing renders nothing)', () => {
    expect(makeSelectStatusView()(base, 'nope')).toBeNull();
  });

  const innerOf = (entryId: string) => page.find((s) => s.id === entryId)?.reblog as Record<string, unknown>;

  it('returns the same object when an unrelated status changes: only that one card re-renders', () => {
    const select = makeSelectStatusView();
    const before = select(base, '10419787');
    // sampo's status, repeated in another row; none of this row's entities are in the payload
    const changedOther = reduce(base, importStatuses([{ ...innerOf('10423449'), favourited: true, favourites_count: 42 }]));
    expect(changedOther.entities.statuses).not.toBe(base.entities.statuses);
    expect(changedOther.entities.statuses.entities['10423197'].favourites_count).toBe(42);
    expect(select(changedOther, '10419787')).toBe(before);
  });

  // regression: re-imported unchanged authors once got a new identity and re-rendered every card of theirs
  test("re-importing an unchanged author keeps the author's other cards as they were", () => {
    const select = makeSelectStatusView();
    const before = select(base, '10419787'); // repeated by hj
    const changedOther = reduce(base, importStatuses([{ ...page[0], favourited: true }])); // another status by hj
    expect(select(changedOther, '10419787')).toBe(before);
  });

  it('returns a new object when its own status changes', () => {
    const select = makeSelectStatusView();
    const before = select(base, '10423476');
    const changed = reduce(base, importStatuses([{ ...page[0], favourited: true }]));
    const after = select(changed, '10423476');
    expect(after).not.toBe(before);
    expect(after?.status.favourited).toBe(true);
  });

  it('a repeat updates when the repeated status changes', () => {
    const select = makeSelectStatusView();
    const before = select(base, '10419787');
    const changed = reduce(base, importStatuses([{ ...innerOf('10419787'), favourites_count: 99 }]));
    expect(select(changed, '10419787')).not.toBe(before);
    expect(select(changed, '10419787')?.status.favourites_count).toBe(99);
  });

  it('one selector per row: two rows keep their own memo', () => {
    const a = makeSelectStatusView();
    const b = makeSelectStatusView();
    const va = a(base, '10423476');
    const vb = b(base, '10419787');
    expect(a(base, '10423476')).toBe(va);
    expect(b(base, '10419787')).toBe(vb);
  });

  it('works with a status built by the factory', () => {
    const raw = statusFactory({ id: 'F1' });
    const view = makeSelectStatusView()(stateAfter(importStatuses([raw])), 'F1');
    expect(view?.account.id).toBe((raw.account as { id: string }).id);
  });
});
