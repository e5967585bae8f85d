import { type Image, type ProfilePageResponse, shownCity } from '@iskra/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { offersPremium } from '../../../shared/nav-items.ts';
import { useDocumentTitle } from '../../../shared/routing/titles.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useFastMessage } from '../../chat/index.ts';
import { PersonMenu, safetyItems, useSafetyActions } from '../../safety/index.ts';
import {
  popupPerson,
  preloadSympathyPopups,
  sendLike,
  useSympathyActions,
  useSympathyPopups,
} from '../../sympathies/index.ts';
import { AboutText } from './about-section.tsx';
import { CriteriaList } from './criteria-list.tsx';
import { InfoList } from './info-section.tsx';
import { InterestChips } from './interests-section.tsx';
import { MESSAGE_GATE_MODAL, MessageGate } from './message-gate.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { SectionCard } from './section-card.tsx';
import './profile-layout.css';

const t = ru.profile;

/** Where a like comes from, for the server's statistics. */
const LIKE_PLACE = 'profile';

/**
 * Another person's profile (core-application §2, §4): photos, name, age, city, criteria, About,
 * info and interests, with dislike, message and like.
 */
export function OtherProfile({ page }: { page: ProfilePageResponse }) {
  const viewer = useCurrentUser();
  const modal = useModal();
  const handleError = useErrorHandler();
  const { showLikeResult } = useSympathyPopups();
  const { ratedElsewhere } = useSympathyActions();
  const openFastMessage = useFastMessage();
  const safety = useSafetyActions();
  const navigate = useNavigate();
  const card = page.user;
  const [shownPhoto, setShownPhoto] = useState<Image | null>(null);
  const [rating, setRating] = useState(page.rating);
  const [dialogId, setDialogId] = useState(page.dialog);
  const [sending, setSending] = useState<'like' | 'dislike' | null>(null);
  const city = shownCity(card, viewer.city);
  useDocumentTitle(ru.profile.documentTitle(card.name, card.gender));

  async function handleRate(love: boolean) {
    if (sending) return;
    setSending(love ? 'like' : 'dislike');
    try {
      preloadSympathyPopups();
      const response = await sendLike({ love, liked: card.id, place: LIKE_PLACE });
      const outcome = showLikeResult(response, popupPerson(card));
      // The server tells only the other person about a match: the loaded lists learn it here.
      ratedElsewhere(card.id, outcome);
      if (outcome.kind === 'rated') {
        setRating(outcome.love);
        if (outcome.dialogId) setDialogId(outcome.dialogId);
      }
    } catch (error) {
      handleError(error, { fieldsAsNotification: true });
    } finally {
      setSending(null);
    }
  }

  function openMessageGate() {
    // Premium's features write to anyone: the fast message opens the dialog with the first message.
    if (viewer.premiumFeatures) {
      const recipient = { id: card.id, ...popupPerson(card), vip: card.vip };
      openFastMessage(recipient, LIKE_PLACE, { onSent: setDialogId });
      return;
    }
    modal.open({
      name: MESSAGE_GATE_MODAL,
      title: t.messageGate.title,
      size: 'sm',
      render: ({ close }) => (
        <MessageGate
          name={card.name}
          gender={card.gender}
          offerPremium={offersPremium(viewer)}
          onClose={close}
        />
      ),
    });
  }

  const person = { id: card.id, name: card.name, gender: card.gender };
  /** Blocked: the profile is no longer theirs to see; back to where the viewer came from. */
  const leave = () => navigate(-1);
  const menu = (
    <PersonMenu
      items={safetyItems(safety, person, { place: LIKE_PLACE, onGone: leave, photoId: shownPhoto?.id })}
    />
  );

  return (
    <div className="profile">
      <div className="profile__media">
        <PhotoGallery images={card.images} name={card.name} onShow={setShownPhoto} />
      </div>
      <ProfileHeader
        name={card.name}
        birthday={card.birthday}
        online={card.online}
        vip={card.vip}
        city={city}
        menu={menu}
      >
        <ProfileActions
          rating={rating}
          sending={sending}
          dialogId={dialogId}
          onRate={(love) => void handleRate(love)}
          onMessageGate={openMessageGate}
        />
      </ProfileHeader>
      <div className="profile__details">
        <SectionCard title={t.about.title}>
          <AboutText description={card.description} name={card.name} city={city} />
        </SectionCard>
        <SectionCard title={t.criteria.title}>
          <CriteriaList
            looking={card.looking}
            lookingAgeFrom={card.lookingAgeFrom}
            lookingAgeTo={card.lookingAgeTo}
            goal={card.goal}
          />
        </SectionCard>
        <SectionCard title={t.info.title}>
          <InfoList info={card.info} gender={card.gender} showEmpty={false} />
        </SectionCard>
        <SectionCard title={t.interests.title}>
          <InterestChips interests={card.interests} emptyText={t.interests.emptyOther} />
        </SectionCard>
      </div>
    </div>
  );
}
