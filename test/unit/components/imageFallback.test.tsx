import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Attachment, Card } from '../../../src/api/types';
import { Avatar } from '../../../src/components/Avatar/Avatar';
import { EmojiText } from '../../../src/components/EmojiText/EmojiText';
import { FallbackImage } from '../../../src/components/FallbackImage/FallbackImage';
import { MediaTile } from '../../../src/components/Media/MediaTile';
import { StatusLinkCard } from '../../../src/components/Status/StatusLinkCard';
import { StatusReactions } from '../../../src/components/Status/StatusReactions';
import { UserCard } from '../../../src/features/profiles/components/UserCard/UserCard';
import { loginSucceeded } from '../../../src/slices/auth';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { renderWithMockStore, renderWithStore } from '../../support/render';

/** What the browser does when an image cannot be shown: a 404, a CSP block, a body that is no image. */
const failToLoad = (img: Element) => fireEvent.error(img);
const imgs = (container: HTMLElement) => [...container.querySelectorAll('img')];

describe('FallbackImage', () => {
  it('shows the image, then the fallback once it fails to load', () => {
    const { container } = render(<FallbackImage src="https://x.test/a.png" alt="" fallback={<span>placeholder</span>} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://x.test/a.png');
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    failToLoad(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
  });

  it('tries a new src afresh', () => {
    const ui = (src: string) => <FallbackImage src={src} alt="" fallback={<span>placeholder</span>} />;
    const { container, rerender } = render(ui('https://x.test/a.png'));
    failToLoad(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(ui('https://x.test/b.png'));
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://x.test/b.png');
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('shows the fallback (or nothing) without a src', () => {
    const { container, rerender } = render(<FallbackImage src="" alt="" fallback={<span>placeholder</span>} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    rerender(<FallbackImage src={null} alt="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('passes its other attributes to the image', () => {
    const { container } = render(<FallbackImage src="https://x.test/a.png" alt="A" className="c" width={10} loading="lazy" />);
    const img = container.querySelector('img');
    expect(img).toHaveClass('c');
    expect(img).toHaveAttribute('alt', 'A');
    expect(img).toHaveAttribute('width', '10');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});

describe('image fallbacks of the cards', () => {
  it("an avatar that fails shows the account's letter, as a missing one does", () => {
    const account = importedAccount({ display_name: 'zoe', avatar: 'https://x.test/zoe.png', avatar_static: '' });
    const { container, rerender } = render(<Avatar account={account} size={32} />);
    failToLoad(container.querySelector('img.avatar')!);
    expect(imgs(container)).toHaveLength(0);
    expect(container.querySelector('.avatar-empty')).toHaveTextContent('Z');
    // another picture (a profile update) is tried
    rerender(<Avatar account={{ ...account, avatar: 'https://x.test/zoe2.png' }} size={32} />);
    expect(container.querySelector('img.avatar')).toHaveAttribute('src', 'https://x.test/zoe2.png');
  });

  it('a custom emoji that fails shows its :shortcode:, the rest of the text stays', () => {
    const emojis = [
      { shortcode: 'blob', url: 'https://x.test/blob.png', static_url: 'https://x.test/blob.png', visible_in_picker: true },
    ];
    const { container } = render(<EmojiText text="hi :blob: there" emojis={emojis} />);
    failToLoad(container.querySelector('img.emoji')!);
    expect(imgs(container)).toHaveLength(0);
    expect(container).toHaveTextContent('hi :blob: there');
  });

  it('an attachment whose image fails shows the tile of one without a picture, and a new one is tried', () => {
    const attachment: Attachment = {
      id: 'm1',
      type: 'image',
      url: 'https://x.test/cat.png',
      preview_url: 'https://x.test/cat-small.png',
      description: 'a cat',
    };
    const { container, rerender } = renderWithStore(<MediaTile attachment={attachment} />);
    failToLoad(container.querySelector('img')!);
    expect(imgs(container)).toHaveLength(0);
    const link = screen.getByRole('link', { name: 'a cat' });
    expect(link).toHaveAttribute('href', 'https://x.test/cat.png');
    expect(within(link).getByText('a cat')).toHaveClass('att-placeholder');
    rerender(<MediaTile attachment={{ ...attachment, preview_url: 'https://x.test/cat-2.png' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://x.test/cat-2.png');
  });

  it('a video that fails to load shows the placeholder, not a black box', () => {
    const attachment: Attachment = { id: 'm2', type: 'video', url: 'https://x.test/v.mp4', preview_url: 'https://x.test/v.mp4' };
    const { container } = renderWithStore(<MediaTile attachment={attachment} />);
    fireEvent.error(container.querySelector('video')!);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('.att-placeholder')).toHaveTextContent('Attachment');
  });

  it('a link card whose image fails is the card without an image', () => {
    const card = { url: 'https://news.test/a', title: 'News', description: 'text', image: 'https://news.test/a.jpg' } as Card;
    const { container } = render(<StatusLinkCard card={card} />);
    failToLoad(container.querySelector('img.status-card-image')!);
    expect(imgs(container)).toHaveLength(0);
    expect(screen.getByRole('link')).toHaveTextContent('News');
  });

  it('a reaction whose image fails shows its name', () => {
    const raw = statusFactory({
      id: 'S1',
      pleroma: {
        local: true,
        conversation_id: 1,
        emoji_reactions: [{ name: 'blobcat', count: 2, me: false, url: 'https://x.test/b.png' }],
      },
    });
    const state = stateAfter(loginSucceeded({ me: 'me' }), importStatuses([raw]));
    const { container } = renderWithMockStore(<StatusReactions status={state.entities.statuses.entities.S1!} />, { state });
    failToLoad(container.querySelector('img.emoji')!);
    expect(imgs(container)).toHaveLength(0);
    expect(screen.getByRole('button', { name: /blobcat 2/ })).toBeInTheDocument();
  });

  it('a profile header that fails leaves the plain banner', () => {
    const raw = accountFactory({ id: 'H1', header: 'https://x.test/h.png', header_static: 'https://x.test/h.png' });
    const state = stateAfter(importAccount(raw));
    const { container } = renderWithMockStore(<UserCard account={state.entities.accounts.entities.H1!} />, { state });
    const banner = container.querySelector('.user-card-banner')!;
    failToLoad(banner.querySelector('img')!);
    expect(banner.querySelector('img')).toBeNull();
    expect(container.querySelector('.user-card-banner')).toBeInTheDocument();
  });
});

function importedAccount(overrides: Parameters<typeof accountFactory>[0]) {
  const raw = accountFactory(overrides);
  return stateAfter(importAccount(raw)).entities.accounts.entities[raw.id]!;
}
