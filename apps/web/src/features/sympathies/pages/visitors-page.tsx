import type { VisitItem } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { EyeIcon } from '../../../ui/icons/icons.tsx';
import { RateableTile } from '../components/person-tile.tsx';
import { SympathyList } from '../components/sympathy-list.tsx';
import { isHidden } from '../model/people.ts';
import { useSympathyActions } from '../model/sympathies-context.ts';
import { formatWhen } from '../model/when.ts';

const t = ru.sympathies;

/**
 * /visitors: who opened the viewer's profile. With Premium: names, clear photos, profile links
 * and ratings; without it the server sends the entries hidden and the buttons open the upsells.
 */
export function VisitorsPage() {
  return (
    <SympathyList
      listKey="visits"
      text={t.visitors}
      icon={<EyeIcon />}
      isLocked={(item) => isHidden(item.visitor)}
      renderItem={(item) => <VisitorTile item={item} />}
    />
  );
}

function VisitorTile({ item }: { item: VisitItem }) {
  const actions = useSympathyActions();
  const [rated, setRated] = useState<'like' | 'dislike' | null>(null);
  const [busy, setBusy] = useState(false);

  async function rate(love: boolean) {
    setBusy(true);
    const done = await actions.rateVisitor(item, love);
    setBusy(false);
    if (done) setRated(love ? 'like' : 'dislike');
  }

  return (
    <RateableTile
      person={item.visitor}
      isNew={item.new}
      when={t.visitedAt(formatWhen(item.createdAt), isHidden(item.visitor) ? null : item.visitor.gender)}
      upsell={{ like: 'visitorLike', dislike: 'visitorDislike' }}
      onRate={(love) => void rate(love)}
      rated={rated}
      busy={busy}
    />
  );
}
