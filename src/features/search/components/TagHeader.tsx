import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { tagStatsRequested } from '../searchIntents';
import { selectTagHistory } from '../searchSelectors';
import { TagActivity } from './TagActivity';
import './TagHeader.css';

/** Under a tag timeline's heading: people talking and uses (GET /api/v1/tags/{tag}); nothing until it answered. */
export default function TagHeader({ tag }: { tag: string }) {
  const dispatch = useAppDispatch();
  const history = useAppSelector((s) => selectTagHistory(s, tag));
  useEffect(() => {
    dispatch(tagStatsRequested({ name: tag }));
  }, [dispatch, tag]);
  if (!history?.length) return null;
  return (
    <p className="tag-header">
      <TagActivity tag={{ history }} />
    </p>
  );
}
