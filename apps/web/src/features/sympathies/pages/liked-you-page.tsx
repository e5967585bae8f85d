import type { LikedYouItem } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { HeartIcon } from '../../../ui/icons/icons.tsx';
import { RateableTile } from '../components/person-tile.tsx';
import { SympathyList } from '../components/sympathy-list.tsx';
import { isHidden } from '../model/people.ts';
import { useSympathies, useSympathyActions } from '../model/sympathies-context.ts';
import { formatWhen } from '../model/when.ts';

const t = ru.sympathies;

/**
 * /liked-you: who liked the viewer. Without Premium the server sends the entries hidden (no
 * name, a blurred picture) and the buttons open the upsell; with Premium a like or skip is sent
 * and the entry leaves LIKED_YOU_REMOVE_DELAY_MS later.
 */
export function LikedYouPage() {
  const leaving = useSympathies((state) => state.leavingLikes);
  return (
    <SympathyList
      listKey="likedYou"
      text={t.likedYou}
      icon={<HeartIcon />}
      isLocked={(item) => isHidden(item.user)}
      renderItem={(item) => <LikedYouTile item={item} leaving={leaving.includes(item.id)} />}
    />
  );
}

function LikedYouTile({ item, leaving }: { item: LikedYouItem; leaving: boolean }) {
  const actions = useSympathyActions();
  return (
    <RateableTile
      person={item.user}
      isNew={item.new}
      when={t.likedAt(formatWhen(item.createdAt))}
      upsell={{ like: 'likedYou', dislike: 'likedYou' }}
      onRate={(love) => actions.rateLikedYou(item, love)}
      busy={leaving}
      leaving={leaving}
    />
  );
}
