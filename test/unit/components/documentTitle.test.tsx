// Each screen names the window: 'Home — instance', a post by its author and start, never 'Fediverse' everywhere.
import { titleStart, useDocumentTitle } from '../../../src/components/DocumentTitle/useDocumentTitle';
import { instanceLoaded } from '../../../src/slices/instance';
import type { Instance } from '../../../src/api/types';
import { stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';

function Titled({ part }: { part: string | null }) {
  useDocumentTitle(part);
  return null;
}

describe('the document title', () => {
  it('is the screen, then the instance; the instance alone while the screen has no title yet', () => {
    const preloadedState = stateAfter(instanceLoaded({ uri: 'https://demo.example', title: 'Demo Social' } as Instance));
    const view = renderWithStore(<Titled part={null} />, { preloadedState });
    expect(document.title).toBe('Demo Social');
    view.rerender(<Titled part="Home" />);
    expect(document.title).toBe('Home — Demo Social');
    // the unread count in front stays when the screen changes
    document.title = `(3) ${document.title}`;
    view.rerender(<Titled part="Local" />);
    expect(document.title).toBe('(3) Local — Demo Social');
  });

  it("takes a post's start as text: tags gone, spaces joined, cut at a word", () => {
    expect(titleStart('<p>Hello <b>world</b></p><p>again</p>')).toBe('Hello world again');
    expect(titleStart('<p>one two three four five six seven eight nine ten eleven</p>')).toBe(
      'one two three four five six seven eight…',
    );
    expect(titleStart('<img src=x onerror="window.hacked=1">')).toBe('');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
