// The lists routes' one lazy chunk ("lists-screens"): /lists, and the form of /lists/new and /lists/{id}/edit.
import { ListEditScreen } from './ListEditScreen';
import { ListsScreen } from './ListsScreen';

export default function ListsRoute({ form }: { form?: boolean }) {
  return form ? <ListEditScreen /> : <ListsScreen />;
}
