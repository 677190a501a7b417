import type { TimelineKey } from '../../slices/timelines';
import { TimelineMenu } from './TimelineMenu';
import { ShowNewButton } from './ShowNewButton';
import { QuickSettings } from './QuickSettings';
import { TagFollowButton } from './TagFollowButton';

interface Props {
  timelineKey: TimelineKey;
  title: string;
  /** on a tag timeline: the tag, for the follow button */
  tag?: string;
  onShowNew: () => void;
}

/** Title menu, the show-new button, quick settings, and on tag timelines the follow button (spec 000 §2). */
export function TimelineHeader({ timelineKey, title, tag, onShowNew }: Props) {
  return (
    <div className="panel-heading timeline-heading">
      <TimelineMenu title={title} />
      <ShowNewButton timelineKey={timelineKey} onShow={onShowNew} />
      {tag && <TagFollowButton tag={tag} />}
      <QuickSettings timelineKey={timelineKey} />
    </div>
  );
}
